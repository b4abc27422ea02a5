import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SortColumn, Sorting } from '@app/contract/admin/sorting';
import { findPage, sortedBy } from './paging.ts';
import type { Paging, SortSql } from './paging.ts';
import type { Db } from './database.ts';
import type { PayeesTable } from './schema.ts';

/** SQL of the official accounts premiums are paid to (the member calls and the back office share it). */
export type PayeeRow = Selectable<PayeesTable>;

/** The account's own fields, as both the member's and the back office's answers carry them. */
export function accountOf(row: PayeeRow) {
  return {
    id: row.id,
    name: row.name,
    bankName: row.bank_name,
    accountNo: row.account_no,
    swift: row.swift,
    currency: row.currency,
  };
}

/** The payees offered for a business: its insurer's and those of no insurer, never disabled. */
export async function offeredFor(db: Db, insurer: string | null): Promise<PayeeRow[]> {
  return db
    .selectFrom('payees')
    .selectAll()
    .where('disabled', '=', 0)
    .where((eb) =>
      insurer === null
        ? eb('insurer', 'is', null)
        : eb.or([eb('insurer', 'is', null), eb('insurer', '=', insurer)]),
    )
    .orderBy('insurer')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findPayee(db: Db, id: string): Promise<PayeeRow | undefined> {
  return db.selectFrom('payees').selectAll().where('id', '=', id).executeTakeFirst();
}

const sortSql: SortSql<SortColumn<'payees'>> = {
  createdAt: 'created_at',
  name: 'name',
  bankName: 'bank_name',
  currency: 'currency',
  insurer: 'insurer',
};

/** A page of the payees, the disabled last and oldest first unless asked otherwise. */
export function pagePayees(db: Db, filter: Sorting & Paging) {
  const query = db.selectFrom('payees').selectAll();
  return findPage(
    sortedBy(query, sortSql, filter).orderBy('disabled').orderBy('created_at').orderBy('id'),
    query,
    filter,
  );
}

export async function insertPayee(db: Db, row: Insertable<PayeesTable>): Promise<void> {
  await db.insertInto('payees').values(row).execute();
}

export async function updatePayee(db: Db, id: string, set: Updateable<PayeesTable>): Promise<void> {
  await db.updateTable('payees').set(set).where('id', '=', id).execute();
}

/** Insurers that already have a payee, for the idempotent demo seed. */
export async function insurersWithPayees(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('payees')
    .select('insurer')
    .where('insurer', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.insurer ?? ''));
}
