import type { Language } from '@app/contract/codes';
import { signatureKinds } from '@app/contract/declarations/rules';
import type { SignatureKind } from '@app/contract/declarations/rules';
import type { SubmittedDeclarations } from '@app/contract/declarations/submitted';
import type { Db } from './database.ts';
import type { UploadsTable } from './schema.ts';

/**
 * The declarations and signatures of a submitted reservation (migration 015). Shared: the
 * appointment feature writes them on submit; the application record (PDF) and the back office
 * read them, and features do not import each other.
 */
export interface StoredDeclarations extends SubmittedDeclarations {
  /** The language the member read the texts in. */
  lang: Language;
  /** When the submit that sent them was made (ISO 8601). */
  at: string;
  /** The address the submit came from (request.ip: the proxy's client when TRUST_PROXY is set). */
  ip: string;
}

export async function storeDeclarations(
  db: Db,
  reservationId: string,
  value: StoredDeclarations,
): Promise<void> {
  await db
    .updateTable('appointments')
    .set({ declarations: JSON.stringify(value) })
    .where('id', '=', reservationId)
    .execute();
}

function parse(text: string | null | undefined): StoredDeclarations | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as StoredDeclarations) : null;
  } catch {
    return null;
  }
}

/** What the last submit of this reservation declared; null before it was submitted. */
export async function findDeclarations(
  db: Db,
  reservationId: string,
): Promise<StoredDeclarations | null> {
  const row = await db
    .selectFrom('appointments')
    .select('declarations')
    .where('id', '=', reservationId)
    .executeTakeFirst();
  return parse(row?.declarations);
}

export type SignatureUpload = Pick<
  UploadsTable,
  'id' | 'kind' | 'original_name' | 'mime' | 'size' | 'storage_name' | 'created_at'
>;

/**
 * The newest signature of each kind of a reservation, drawn at or after `since` (ms) when given:
 * a resubmit counts only what was signed after the changes were asked for.
 */
export async function findSignatures(
  db: Db,
  reservationId: string,
  since?: number,
): Promise<Partial<Record<SignatureKind, SignatureUpload>>> {
  let query = db
    .selectFrom('uploads')
    .select(['id', 'kind', 'original_name', 'mime', 'size', 'storage_name', 'created_at'])
    .where('appointment_id', '=', reservationId)
    .where('kind', 'in', [...signatureKinds]);
  if (since !== undefined) query = query.where('created_at', '>=', since);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const out: Partial<Record<SignatureKind, SignatureUpload>> = {};
  // Oldest first, so the newest of a kind is the one kept.
  for (const row of rows) out[row.kind as SignatureKind] = row;
  return out;
}
