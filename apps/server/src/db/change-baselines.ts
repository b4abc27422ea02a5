import { parseSectionJson } from '@app/contract/calls/reservation';
import { dataKeysOf } from '../crypto/data-key.ts';
import { maskSection, openSection } from '../crypto/sensitive-fields.ts';
import type { Db } from './database.ts';
import type { SectionRow } from './sections-repository.ts';

/**
 * The sections as they were when staff asked for changes, and what the member changed since
 * (issue 36): staff judge a resubmission by its differences, field by field and file by file.
 * `db` may be a transaction.
 */

/** Keeps the reservation's sections as they are now, in place of the last request's. */
export async function takeBaseline(db: Db, reservationId: string, requestedAt: number) {
  await db
    .deleteFrom('appointment_baselines')
    .where('appointment_id', '=', reservationId)
    .execute();
  // The stored text is copied as it is: its sensitive numbers stay encrypted.
  await db
    .insertInto('appointment_baselines')
    .columns(['appointment_id', 'section', 'data', 'requested_at'])
    .expression((eb) =>
      eb
        .selectFrom('appointment_sections')
        .select(['appointment_id', 'section', 'data'])
        .select(eb.val(requestedAt).as('requested_at'))
        .where('appointment_id', '=', reservationId),
    )
    .execute();
}

export interface FieldChange {
  section: string;
  field: string;
  before: unknown;
  after: unknown;
}

export interface FileChange {
  kind: string;
  before: string | null;
  after: string | null;
}

export interface ChangesSince {
  requestedAt: number;
  fields: FieldChange[];
  files: FileChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Every field whose value differs from the baseline (its sensitive numbers masked, before and
 * after), and every upload kind now pointing at another file; null when no request was made.
 */
export async function changesSinceRequest(
  db: Db,
  reservationId: string,
  current: readonly SectionRow[],
): Promise<ChangesSince | null> {
  const rows = await db
    .selectFrom('appointment_baselines')
    .select(['section', 'data', 'requested_at'])
    .where('appointment_id', '=', reservationId)
    .execute();
  if (rows.length === 0) return null;
  const keys = dataKeysOf(db);
  // Compared in full (a new ID number with the same last four is a change), shown masked.
  const dataOf = (json: string) => parseSectionJson(openSection(keys, json)) ?? {};
  const before = new Map(rows.map((row) => [row.section, dataOf(row.data)]));
  const after = new Map(current.map((row) => [row.section, dataOf(row.data)]));
  const fields: FieldChange[] = [];
  const files: FileChange[] = [];
  for (const section of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(section) ?? {};
    const now = after.get(section) ?? {};
    const [oldShown, nowShown] = [maskSection(old), maskSection(now)];
    for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (same(old[field], now[field])) continue;
      if (section === 'upload') {
        const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
        files.push({ kind: field, before: id(old[field]), after: id(now[field]) });
      } else {
        const [was, is] = [oldShown[field] ?? null, nowShown[field] ?? null];
        fields.push({ section, field, before: was, after: is });
      }
    }
  }
  return { requestedAt: Number(rows[0]?.requested_at ?? 0), fields, files };
}
