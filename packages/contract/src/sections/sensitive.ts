import { bankRows } from './bank-table.ts';
import { customerRows } from './customer-table.ts';
import { educationRows } from './education-table.ts';
import { itaRows } from './ita-table.ts';
import { personRows } from './person-table.ts';

/**
 * The keys of every section field marked `sensitive` in its table (ID, card, bank account and tax
 * numbers): the server encrypts them at rest and masks them outside the member's own draft.
 */
export const sensitiveFieldKeys: ReadonlySet<string> = new Set(
  [...personRows, ...customerRows, ...educationRows, ...bankRows, ...itaRows]
    .filter((row) => row.sensitive)
    .map((row) => row.key),
);
