import { loadChunk, retryableImport } from '../../../lib/lazy-screen';

/**
 * The contract's account calls and schemas bring zod (about 25 KiB gzip). The account screens
 * fetch them when the user starts on a form (first focus) instead of with the first paint, which
 * keeps the login route's first load within its budget. Types are imported statically for free.
 */
export const loadAccountContract = loadChunk(() =>
  retryableImport(() => import('@app/contract/calls/account')),
);

export type AccountContract = Awaited<ReturnType<typeof loadAccountContract>>;
