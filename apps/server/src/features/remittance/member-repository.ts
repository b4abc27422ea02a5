import { dataKeysOf } from '../../crypto/data-key.ts';
import { openSection } from '../../crypto/sensitive-fields.ts';
import type { Db } from '../../db/database.ts';
import { memberBusinesses } from '../../db/member-businesses.ts';

/**
 * What the money area reads about a member's businesses and files. Every read is scoped to the
 * member, so another member's id is simply not found (404, as the business calls answer).
 */
export async function businessOfMember(db: Db, memberId: string, businessId: string) {
  return memberBusinesses(db, memberId)
    .select(['b.id', 'b.order_no', 'b.policy_no', 'b.insurer'])
    .where('b.id', '=', businessId)
    .executeTakeFirst();
}

/** A file the member sent without a reservation (a slip), with the remittance using it if any. */
export async function ownSlip(db: Db, memberId: string, uploadId: string) {
  return db
    .selectFrom('uploads as u')
    .leftJoin('remittances as r', 'r.slip_upload_id', 'u.id')
    .select(['u.id', 'u.kind', 'r.id as remittance_id'])
    .where('u.id', '=', uploadId)
    .where('u.member_id', '=', memberId)
    .where('u.appointment_id', 'is', null)
    .executeTakeFirst();
}

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('currencies')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every payment record of the member's businesses, for the statement. */
export async function paymentsOfMember(db: Db, memberId: string) {
  return memberBusinesses(db, memberId)
    .innerJoin('payment_records as pr', 'pr.business_id', 'b.id')
    .select([
      'pr.id',
      'pr.business_id',
      'b.order_no',
      'pr.payment_date',
      'pr.fee_type',
      'pr.currency',
      'pr.amount',
      'pr.status',
      'pr.created_at',
    ])
    .execute();
}

/**
 * The bank sections of the reservations the member created or filled in, newest first, with the
 * business each became (its order number and DDA binding).
 */
export async function bankSectionsOfMember(db: Db, memberId: string) {
  const rows = await db
    .selectFrom('appointment_sections as s')
    .innerJoin('appointments as a', 'a.id', 's.appointment_id')
    .leftJoin('businesses as b', 'b.id', 'a.business_id')
    .select([
      'a.id as appointment_id',
      's.data',
      's.updated_at',
      'b.order_no',
      'b.currency',
      'b.dda_status',
    ])
    .where('s.section', '=', 'bank')
    .where((eb) => eb.or([eb('a.creator_id', '=', memberId), eb('a.filler_id', '=', memberId)]))
    .orderBy('s.updated_at', 'desc')
    .orderBy('a.id')
    .execute();
  const keys = dataKeysOf(db);
  return rows.map((row) => ({ ...row, data: openSection(keys, row.data) }));
}
