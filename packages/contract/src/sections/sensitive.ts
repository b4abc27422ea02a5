import { fieldTables } from './tables.ts';

/**
 * The keys of every field marked `sensitive` in any field table (tables.ts: ID, card, bank account
 * and tax numbers): the server encrypts them at rest and masks them outside the member's own draft.
 */
export const sensitiveFieldKeys: ReadonlySet<string> = new Set(
  fieldTables
    .flat()
    .filter((row) => row.sensitive)
    .map((row) => row.key),
);
