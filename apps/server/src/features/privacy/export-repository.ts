import { dataKeysOf, decryptValue } from '../../crypto/data-key.ts';
import { openSection } from '../../crypto/sensitive-fields.ts';
import { noticeTextColumns } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { memberBusinesses } from '../../db/member-businesses.ts';

/**
 * The SQL of the member's data export: everything held about one member, read with their id
 * only. Columns that are ours rather than theirs (password hash, storage names) are never
 * selected. The sensitive numbers, encrypted at rest, are opened here: it is the member's own
 * data, and it goes out in full.
 */

export function memberRow(db: Db, memberId: string) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'name',
      'email',
      'area_code',
      'mobile',
      'language',
      'staff_id',
      'agreement_version',
      'agreement_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function familyRows(db: Db, memberId: string) {
  const rows = await db
    .selectFrom('family_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const keys = dataKeysOf(db);
  return rows.map((row) => ({ ...row, id_number: decryptValue(keys, row.id_number) }));
}

/**
 * The reservations the member opened or filled in, every column: what later migrations add (the
 * declarations and consents of a submission) is part of the export without a change here.
 */
export function reservationRows(db: Db, memberId: string) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where((eb) => eb.or([eb('creator_id', '=', memberId), eb('filler_id', '=', memberId)]))
    .orderBy('created_at')
    .execute();
}

export async function sectionRows(db: Db, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .selectFrom('appointment_sections')
    .select(['appointment_id', 'section', 'data', 'completed', 'updated_at'])
    .where('appointment_id', 'in', reservationIds)
    .execute();
  const keys = dataKeysOf(db);
  return rows.map((row) => ({ ...row, data: openSection(keys, row.data) }));
}

/** Files of those reservations, and the member's own files of no reservation (slips). */
export function uploadRows(db: Db, memberId: string, reservationIds: readonly string[]) {
  return db
    .selectFrom('uploads')
    .select([
      'id',
      'member_id',
      'appointment_id',
      'kind',
      'original_name',
      'mime',
      'size',
      'storage_name',
      'created_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('appointment_id', 'is', null), eb('member_id', '=', memberId)]),
        ...(reservationIds.length > 0 ? [eb('appointment_id', 'in', reservationIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
}

/** The businesses the member is a member of (as the business list shows them). */
export function businessRows(db: Db, memberId: string) {
  return memberBusinesses(db, memberId).selectAll('b').orderBy('b.created_at').execute();
}

export function paymentRows(db: Db, businessIds: readonly string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_records')
    .selectAll()
    .where('business_id', 'in', businessIds)
    .orderBy('payment_date')
    .execute();
}

export function statusRows(db: Db, businessIds: readonly string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('status_changes')
    .selectAll()
    .where('business_id', 'in', businessIds)
    .orderBy('at')
    .execute();
}

export function documentRows(db: Db, businessIds: readonly string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('business_documents')
    .select(['id', 'business_id', 'name', 'mime', 'size', 'storage_name', 'created_at'])
    .where('business_id', 'in', businessIds)
    .orderBy('created_at')
    .execute();
}

export function remittanceRows(db: Db, memberId: string) {
  return db
    .selectFrom('remittances as r')
    .innerJoin('payees as p', 'p.id', 'r.payee_id')
    .selectAll('r')
    .select(['p.name as payee_name', 'p.bank_name as payee_bank', 'p.account_no as payee_account'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at')
    .execute();
}

/** The notices addressed to the member and those to all sent since they registered. */
export function noticeRows(db: Db, memberId: string, registeredAt: number) {
  return db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as r', (join) =>
      join.onRef('r.notice_id', '=', 'n.id').on('r.member_id', '=', memberId),
    )
    .select(['n.id', ...noticeTextColumns, 'n.business_id', 'n.created_at', 'r.read_at'])
    .where((eb) =>
      eb.or([
        eb('n.member_id', '=', memberId),
        eb.and([eb('n.member_id', 'is', null), eb('n.created_at', '>=', registeredAt)]),
      ]),
    )
    .orderBy('n.created_at')
    .execute();
}

export function mailPreferenceRows(db: Db, memberId: string) {
  return db
    .selectFrom('mail_preferences')
    .select(['kind', 'enabled', 'updated_at'])
    .where('member_id', '=', memberId)
    .execute();
}
