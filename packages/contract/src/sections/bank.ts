import * as z from 'zod';
import { sectionTables } from './tables.ts';
import { shapeOf } from './field-schema.ts';
import type { SectionData } from './products.ts';

/** Section `bank`: the table is bank-table.ts. */
export { SWIFT } from './bank-table.ts';

export interface BankOptions {
  /** The codes getbanklist serves; the server passes them so a made-up code is refused. */
  bankCodes?: readonly string[];
}

export const bankSchema = ({ bankCodes }: BankOptions = {}) =>
  z.object(shapeOf(sectionTables.bank, bankCodes ? { bankCodes } : {}));

export type BankData = SectionData;
