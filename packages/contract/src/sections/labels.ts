import { accountFieldLabels } from '../account-labels.ts';
import type { Labels } from '../codes.ts';
import type { Catalog } from '../messages.ts';
import { sectionTitles } from './section-names.ts';
import { fieldTables } from './tables.ts';

/**
 * Labels of every section field and upload kind, keyed 'field.<key>' as FieldMeta.labelKey says,
 * and of the sections themselves ('section.<name>'), taken from the field tables. The tables are
 * zod-free, so the web loads these labels with its screens without the validation library.
 */
interface LabelRow extends Labels {
  key: string;
}

/** Every field table's rows (tables.ts); the identity rows come twice (person, customer), as one object. */
export const fieldRows: readonly LabelRow[] = fieldTables.flat();

/**
 * One entry per key; a field two sections share (the identity rows) is one row, so one label.
 * Written out rather than through messages.ts's catalogOf: a value import of messages.ts from here
 * made it a chunk of its own, shared by the entry and the reservation screens (+0.45 KiB gzip on
 * the login's first load).
 */
const toCatalog = (prefix: string, rows: readonly LabelRow[]): Catalog =>
  Object.fromEntries(
    rows.map(({ key, zh, hk, en }) => [
      `${prefix}.${key}`,
      { 'zh-CN': zh, 'zh-HK': hk, 'en-US': en },
    ]),
  );

/**
 * A field the account forms share with the sections ('field.email') is left to account-labels.ts,
 * which every site loads with its messages: one owner per key (the web's completeness test).
 */
export const fieldLabels: Catalog = Object.fromEntries(
  Object.entries(toCatalog('field', fieldRows)).filter(([key]) => !(key in accountFieldLabels)),
);
export const sectionLabels: Catalog = toCatalog('section', sectionTitles);
