import * as z from 'zod';
import rows from './005-enum-options.json';

/**
 * The enumeration options migration 005 seeds (enum_options), frozen as data in
 * 005-enum-options.json: per enumeration, in this order, its [value, zh, en] entries in display
 * order (sort is the position). Copied from the contract's enumerations as they stood when the
 * migration was written; a released migration never changes. Migration 018 drops the table:
 * getinscommonenum answers from the contract (packages/contract/src/enums.ts), so a new value
 * needs no migration. The rows are read, their shapes checked, when the migration runs.
 */
const text = z.string().min(1);

export const enumOptionRows = () =>
  z.record(z.string(), z.array(z.tuple([text, text, text]))).parse(rows);
