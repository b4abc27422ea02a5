import { parseSectionJson } from '@app/contract/calls/appointment';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The declarations and consents given with a submit, as the signing work (branch i13-sign) stores
 * them in `appointments.declarations`: {pics, declarations (the versions read), consents {use,
 * sensitive, crossBorder}, lang, at, ip}. Every member is optional here: the PDF shows what there is.
 */
export interface DeclarationsRecord {
  pics?: unknown;
  declarations?: unknown;
  consents?: { use?: boolean; sensitive?: boolean; crossBorder?: boolean };
  lang?: string;
  at?: number | string;
  ip?: string;
}

/** The upload kinds of the drawn signatures, drawn into the PDF when present. */
export const SIGNATURE_KINDS = ['signaturePolicyholder', 'signatureInsured'] as const;

/** The column's JSON object (the same reading as a stored section's), or null. */
const asRecord = (text: unknown): DeclarationsRecord | null =>
  typeof text === 'string' ? (parseSectionJson(text) as DeclarationsRecord | null) : null;

/**
 * The reservation's declarations record, or null. Until the column exists (the signing work adds
 * it) the query fails and the answer is null; once merged, this is `findDeclarations` of that work.
 * Never called inside a transaction: on PostgreSQL a failed statement would abort it.
 */
export async function declarationsOf(
  db: Db,
  appointmentId: string,
): Promise<DeclarationsRecord | null> {
  try {
    const result = await sql<{ declarations: unknown }>`
      select declarations from appointments where id = ${appointmentId}`.execute(db);
    return asRecord(result.rows[0]?.declarations);
  } catch {
    return null;
  }
}
