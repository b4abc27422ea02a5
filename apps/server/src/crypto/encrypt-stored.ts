import type { Db } from '../db/database.ts';
import { rewrapKey, wrappedKeys } from '../storage/stored-files-repository.ts';
import { loadDataKeys } from './data-key.ts';
import type { DataKeys } from './data-key.ts';
import { resealSection, resealValue, sealSection, sealValue } from './sensitive-fields.ts';

/**
 * Rewrites the stored sensitive numbers (and the handheld site's private key): 'seal' encrypts those still in plain text (migration
 * 014), 'reseal' also moves those under an older key to the current one (`data:reencrypt`). A row
 * with nothing to change is not written, so both are safe to run again.
 */
export type Rewrite = 'seal' | 'reseal';

export interface RewriteCounts {
  sections: number;
  familyMembers: number;
  /** The handheld site's RSA private keys (staff/rsa-key.ts). */
  serverKeys: number;
  /** Stored files' data keys (storage/sealed.ts): rewrapped, the files themselves untouched. */
  fileKeys: number;
}

function changes(keys: DataKeys, mode: Rewrite) {
  return mode === 'seal'
    ? {
        section: (json: string) => sealSection(keys, json),
        value: (v: string) => sealValue(keys, v),
      }
    : {
        section: (json: string) => resealSection(keys, json),
        value: (v: string) => resealValue(keys, v),
      };
}

/**
 * Rewrites each row of a table of sections (the sections, or their copies taken when staff asked
 * for changes) whose data `change` alters; a row changed meanwhile by someone else is left.
 */
async function rewriteSections(
  db: Db,
  table: 'appointment_sections' | 'appointment_baselines',
  change: (json: string) => string,
): Promise<number> {
  let rewritten = 0;
  const rows = await db.selectFrom(table).select(['appointment_id', 'section', 'data']).execute();
  for (const row of rows) {
    const data = change(row.data);
    if (data === row.data) continue;
    await db
      .updateTable(table)
      .set({ data })
      .where('appointment_id', '=', row.appointment_id)
      .where('section', '=', row.section)
      .where('data', '=', row.data)
      .execute();
    rewritten += 1;
  }
  return rewritten;
}

export async function rewriteStored(db: Db, mode: Rewrite): Promise<RewriteCounts> {
  const change = changes(await loadDataKeys(db), mode);
  const counts: RewriteCounts = { sections: 0, familyMembers: 0, serverKeys: 0, fileKeys: 0 };
  counts.sections += await rewriteSections(db, 'appointment_sections', change.section);
  // The sections as staff last asked for changes on them (migration 020, after 014's 'seal':
  // copied from sections already sealed), moved to the current key like the sections.
  if (mode === 'reseal') {
    counts.sections += await rewriteSections(db, 'appointment_baselines', change.section);
  }
  const people = await db.selectFrom('family_members').select(['id', 'id_number']).execute();
  for (const row of people) {
    const idNumber = change.value(row.id_number);
    if (idNumber === row.id_number) continue;
    await db
      .updateTable('family_members')
      .set({ id_number: idNumber })
      .where('id', '=', row.id)
      .where('id_number', '=', row.id_number)
      .execute();
    counts.familyMembers += 1;
  }
  const serverKeys = await db.selectFrom('server_keys').select(['name', 'value']).execute();
  for (const row of serverKeys) {
    const value = change.value(row.value);
    if (value === row.value) continue;
    await db
      .updateTable('server_keys')
      .set({ value })
      .where('name', '=', row.name)
      .where('value', '=', row.value)
      .execute();
    counts.serverKeys += 1;
  }
  // Migration 021's seals came after 014's 'seal', which never sees them.
  for (const row of mode === 'reseal' ? await wrappedKeys(db) : []) {
    const wrapped = change.value(row.wrapped_key);
    if (wrapped === row.wrapped_key) continue;
    await rewrapKey(db, row, wrapped);
    counts.fileKeys += 1;
  }
  return counts;
}
