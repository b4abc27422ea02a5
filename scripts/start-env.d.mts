// Types of scripts/start-env.mjs for the server test that checks what `npm start` chooses.
export declare function startEnv(
  callerEnv: Record<string, string | undefined>,
  root: string,
): Record<string, string>;
export declare function startBanner(env: Record<string, string | undefined>): string[];
