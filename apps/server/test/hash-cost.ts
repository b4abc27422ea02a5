import { CURRENT_PARAMS, useHashParams } from '../src/sessions/passwords.ts';
import type { ScryptParams } from '../src/sessions/passwords.ts';

/**
 * The server suites' password hashing (D57): scrypt with a 1 MiB block instead of OWASP's 32 MiB
 * times three. The suites hash some four hundred throwaway passwords; at the real cost that was
 * three quarters of their time. `test/setup.ts` sets it before every file.
 */
export const TEST_HASH_PARAMS = { N: 1024, r: 8, p: 1 } as const;

/** Runs `fn` with new hashes made with `params`, then puts the ones before back. */
export async function withHashParams<T>(params: ScryptParams, fn: () => Promise<T>): Promise<T> {
  const before = useHashParams(params);
  try {
    return await fn();
  } finally {
    useHashParams(before);
  }
}

/** Runs `fn` with the real parameters, for the tests about what production stores and spends. */
export const atProductionCost = <T>(fn: () => Promise<T>): Promise<T> =>
  withHashParams(CURRENT_PARAMS, fn);
