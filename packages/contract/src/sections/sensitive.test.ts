import { describe, expect, it } from 'vitest';
import { fieldRow } from './meta.ts';
import type { FieldRow } from './meta.ts';
import { sensitiveFieldKeys } from './sensitive.ts';
import { fieldTables, otherTables, sectionTables } from './tables.ts';

/** A number that identifies a person or their money: an ID, passport, card, account or tax number. */
const IDENTIFYING_NUMBER = /\b(ID|passport|card|account|tax) (number|ID)\b/i;

type Tables = readonly (readonly FieldRow<string>[])[];

const allRows = (tables: Tables) => tables.flat();

/** The identifying numbers of these tables that the server would store in clear. */
const unencryptedNumbers = (tables: Tables) =>
  allRows(tables)
    .filter((row) => IDENTIFYING_NUMBER.test(row.en))
    .filter((row) => row.sensitive !== true || !sensitiveFieldKeys.has(row.key))
    .map((row) => `${row.key} (${row.en})`);

describe('sensitive fields', () => {
  it('are the ID, credit card, bank account and tax numbers (encrypted at rest, masked)', () => {
    expect([...sensitiveFieldKeys].sort()).toEqual([
      'accountNumber',
      'cardNumber',
      'idNumber',
      'taxId',
    ]);
  });

  it('are every field marked sensitive in any field table, found through tables.ts', () => {
    const tables = [...Object.values(sectionTables), ...Object.values(otherTables)];
    expect(new Set(fieldTables)).toEqual(new Set(tables));
    for (const row of allRows(tables)) {
      expect(sensitiveFieldKeys.has(row.key), row.key).toBe(row.sensitive === true);
    }
  });

  it('include every identifying number of every table (a new one unmarked fails here)', () => {
    expect(unencryptedNumbers(fieldTables)).toEqual([]);
    // What this test says of a table whose ID number nobody marked:
    const mpf = [fieldRow('memberIdNumber', 'text', '证件号码', '證件號碼', 'ID number')];
    expect(unencryptedNumbers([...fieldTables, mpf])).toEqual(['memberIdNumber (ID number)']);
  });
});
