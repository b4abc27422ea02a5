// Types of scripts/free-port.mjs for the TypeScript that starts servers with it.
export declare function freePort(): Promise<number>;
