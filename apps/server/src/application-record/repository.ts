import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BusinessDocumentsTable } from '../db/schema.ts';
import { newId } from '../sessions/tokens.ts';

/** The SQL of application records: the submissions whose PDF is due, and what one shows. */

export interface DueRecordInput {
  appointmentId: string;
  businessId: string;
  memberId: string;
  language: string;
  submittedAt: number;
}

/**
 * Marks a submission's PDF as due, inside the submit's own transaction: the next version of the
 * reservation's record (1 for the first submit). The reservation's row is already taken by the
 * submit (locked on PostgreSQL), so two submits cannot draw the same version; the unique
 * constraint would refuse it anyway.
 */
export async function insertDueRecord(tx: Db, input: DueRecordInput): Promise<void> {
  const last = await tx
    .selectFrom('application_records')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('appointment_id', '=', input.appointmentId)
    .executeTakeFirst();
  await tx
    .insertInto('application_records')
    .values({
      id: newId(),
      appointment_id: input.appointmentId,
      business_id: input.businessId,
      version: Number(last?.version ?? 0) + 1,
      member_id: input.memberId,
      language: input.language,
      submitted_at: input.submittedAt,
    })
    .execute();
}

const recordColumns = [
  'r.id',
  'r.appointment_id',
  'r.business_id',
  'r.version',
  'r.member_id',
  'r.language',
  'r.submitted_at',
  'r.attempts',
  'b.order_no',
  'a.product_type',
  'm.name as member_name',
  'm.email as member_email',
] as const;

function records(db: Db) {
  return db
    .selectFrom('application_records as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .select(recordColumns)
    .where('r.rendered_at', 'is', null);
}

export type DueRecord = Awaited<ReturnType<typeof dueRecordsOf>>[number];

/** The reservation's records still due (normally the one its submit just wrote). */
export async function dueRecordsOf(db: Db, reservationId: string) {
  return records(db).where('r.appointment_id', '=', reservationId).orderBy('r.version').execute();
}

/** Records still due, submitted before `before`, oldest first, that have not used up their tries. */
export async function dueRecords(
  db: Db,
  options: { before: number; maxAttempts: number; limit: number },
) {
  return records(db)
    .where('r.submitted_at', '<', options.before)
    .where('r.attempts', '<', options.maxAttempts)
    .orderBy('r.submitted_at')
    .orderBy('r.id')
    .limit(options.limit)
    .execute();
}

/** The reservation's uploads with these ids (the upload section's), and its signatures by kind. */
export async function uploadsOf(
  db: Db,
  reservationId: string,
  ids: string[],
  kinds: readonly string[],
) {
  if (ids.length === 0 && kinds.length === 0) return [];
  return db
    .selectFrom('uploads')
    .select(['id', 'kind', 'original_name', 'size', 'storage_name', 'created_at'])
    .where('appointment_id', '=', reservationId)
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(kinds.length > 0 ? [eb('kind', 'in', [...kinds])] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type StoredUpload = Awaited<ReturnType<typeof uploadsOf>>[number];

/**
 * The record is rendered: its document, the PDF's SHA-256. Conditional on it still being due, so
 * of two instances rendering the same record one wins and the other rolls its document back.
 */
export async function markRendered(
  tx: Db,
  id: string,
  done: { documentId: string; sha256: string; at: number },
): Promise<boolean> {
  const result = await tx
    .updateTable('application_records')
    .set({ document_id: done.documentId, sha256: done.sha256, rendered_at: done.at })
    .where('id', '=', id)
    .where('rendered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed try: counted, with its reason, for the job's next run and for operations to see. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('application_records')
    .set({ attempts: sql<number>`attempts + 1`, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export async function insertApplicationDocument(
  tx: Db,
  row: Insertable<BusinessDocumentsTable>,
): Promise<void> {
  await tx.insertInto('business_documents').values(row).execute();
}
