// Types of scripts/malloc-env.mjs for e2e/support/server.ts, which starts servers with them.
export declare const MALLOC_ENV: Record<string, string>;
export declare function withMallocEnv<T extends Record<string, string | undefined>>(
  env: T,
): Record<string, string> & T;
