import type { Insertable, Updateable } from 'kysely';
import type { Db } from './database.ts';
import type { RemittancesTable } from './schema.ts';
import { findPage } from './paging.ts';
import type { Paging } from './paging.ts';

/** SQL of remittance notices, each read with its business, payee and slip. */
export function selectRemittances(db: Db) {
  return db
    .selectFrom('remittances as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('payees as p', 'p.id', 'r.payee_id')
    .innerJoin('uploads as u', 'u.id', 'r.slip_upload_id')
    .leftJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'r.business_id',
      'b.order_no',
      'r.payee_id',
      'p.name as payee_name',
      'p.bank_name as payee_bank_name',
      'p.account_no as payee_account_no',
      'p.swift as payee_swift',
      'p.currency as payee_currency',
      'r.amount',
      'r.currency',
      'r.remit_date',
      'r.status',
      'r.note',
      'r.slip_upload_id',
      'u.original_name as slip_name',
      'u.mime as slip_mime',
      'r.decided_at',
      'r.payment_record_id',
      'r.created_at',
      'm.name as member_name',
      'm.email as member_email',
    ]);
}

export type RemittanceRow = NonNullable<Awaited<ReturnType<typeof findRemittance>>>;

export async function findRemittance(db: Db, id: string) {
  return selectRemittances(db).where('r.id', '=', id).executeTakeFirst();
}

/** One page of a member's remittances, newest first; counted on the table alone. */
export function pageOfMember(db: Db, memberId: string, paging: Paging) {
  return findPage(
    selectRemittances(db)
      .where('r.member_id', '=', memberId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
    db.selectFrom('remittances').where('member_id', '=', memberId),
    paging,
  );
}

export async function allOfMember(db: Db, memberId: string) {
  return selectRemittances(db).where('r.member_id', '=', memberId).execute();
}

export async function insertRemittance(db: Db, row: Insertable<RemittancesTable>): Promise<void> {
  await db.insertInto('remittances').values(row).execute();
}

/** Changes a notice only while it is still submitted; false when someone decided first. */
export async function decide(
  db: Db,
  id: string,
  set: Updateable<RemittancesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('remittances')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
