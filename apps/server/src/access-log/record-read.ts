import { REMITTANCE_SLIP_KIND } from '@app/contract/calls/reservation';
import type { Db } from '../db/database.ts';
import type { FileAccessTable, FileAccessType } from '../db/schema.ts';
import { newId } from '../sessions/tokens.ts';

/**
 * The access log of members' files (DESIGN.md user/accessLog): every successful read of an upload,
 * a business document or a remittance slip, by anyone, is one call of `recordFileRead` from the
 * place that streams the file (the member's download routes, the back office's file routes, the
 * member's data export). Shared because three features read files and features do not import
 * each other.
 */
export type Reader =
  | { type: 'member'; id: string }
  | { type: 'staff'; id: string; name: string; role: string }
  | { type: 'script' };

export interface FileRead {
  /** The table the file lies in: uploads (scans, signatures, slips) or business_documents. */
  file: { table: 'upload' | 'document'; id: string };
  reader: Reader;
  ip: string | null;
  via?: FileAccessTable['via'];
  at?: number;
}

/** What the log keeps of a file: whose it is, what to call it, what it belongs to. */
interface FileFacts {
  owners: string[];
  type: FileAccessType;
  name: string;
  uploadKind: string | null;
  businessId: string | null;
  appointmentId: string | null;
}

async function uploadFacts(db: Db, id: string): Promise<FileFacts | undefined> {
  const row = await db
    .selectFrom('uploads as u')
    .leftJoin('appointments as a', 'a.id', 'u.appointment_id')
    .leftJoin('remittances as r', 'r.slip_upload_id', 'u.id')
    .select([
      'u.member_id',
      'u.kind',
      'u.original_name',
      'u.appointment_id',
      'a.business_id as appointment_business',
      'r.business_id as remittance_business',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const slip = row.kind === REMITTANCE_SLIP_KIND;
  return {
    owners: [row.member_id],
    type: slip ? 'slip' : 'upload',
    name: row.original_name,
    uploadKind: slip ? null : row.kind,
    businessId: row.remittance_business ?? row.appointment_business ?? null,
    appointmentId: row.appointment_id,
  };
}

/** A document belongs to every member of its business: each of them sees it was opened. */
async function documentFacts(db: Db, id: string): Promise<FileFacts | undefined> {
  const doc = await db
    .selectFrom('business_documents as d')
    .innerJoin('businesses as b', 'b.id', 'd.business_id')
    .select(['d.name', 'd.business_id', 'b.appointment_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!doc) return undefined;
  const members = await db
    .selectFrom('business_members')
    .select('member_id')
    .where('business_id', '=', doc.business_id)
    .execute();
  return {
    owners: members.map((m) => m.member_id),
    type: 'document',
    name: doc.name,
    uploadKind: null,
    businessId: doc.business_id,
    appointmentId: doc.appointment_id,
  };
}

async function readerColumns(db: Db, reader: Reader) {
  if (reader.type === 'staff') {
    return { reader_id: reader.id, reader_name: reader.name, reader_role: reader.role };
  }
  if (reader.type === 'script') {
    return { reader_id: null, reader_name: 'ADMIN_TOKEN', reader_role: 'admin' };
  }
  const member = await db
    .selectFrom('members')
    .select('name')
    .where('id', '=', reader.id)
    .executeTakeFirst();
  return { reader_id: reader.id, reader_name: member?.name ?? '', reader_role: null };
}

/**
 * Records one read of a file: a row for each of its owners. Call it once the file is known to be
 * readable and before its bytes go out, so nothing is shown unrecorded; pass a transaction to
 * record it together with an audit entry. A file that does not exist records nothing.
 */
export async function recordFileRead(db: Db, read: FileRead): Promise<void> {
  const facts =
    read.file.table === 'upload'
      ? await uploadFacts(db, read.file.id)
      : await documentFacts(db, read.file.id);
  if (!facts || facts.owners.length === 0) return;
  const reader = await readerColumns(db, read.reader);
  const at = read.at ?? Date.now();
  await db
    .insertInto('file_access')
    .values(
      facts.owners.map((owner) => ({
        id: newId(),
        owner_id: owner,
        file_type: facts.type,
        file_id: read.file.id,
        file_name: facts.name,
        upload_kind: facts.uploadKind,
        business_id: facts.businessId,
        appointment_id: facts.appointmentId,
        reader_type: read.reader.type,
        ...reader,
        via: read.via ?? 'open',
        ip: read.ip,
        at,
      })),
    )
    .execute();
}
