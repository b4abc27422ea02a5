import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { findPage, sortedBy } from '../../db/paging.ts';
import type { SortSql } from '../../db/paging.ts';
import type { SortColumn, Sorting } from '@app/contract/admin/sorting';
import type { Paging } from '../../db/paging.ts';
import { selectRemittances } from '../../db/remittances-repository.ts';
import { businessInBook } from './book-repository.ts';

export interface RemittanceFilter extends Paging, Sorting {
  status?: string | undefined;
  /** An agent's id: only the remittances of businesses in their book. */
  bookOf: string | null;
}

const sortSql: SortSql<SortColumn<'remittances'>> = {
  createdAt: 'r.created_at',
  status: 'r.status',
  orderNo: 'b.order_no',
  // Amounts are decimal text: compared as numbers.
  amount: sql`cast(r.amount as numeric)`,
  currency: 'r.currency',
  remitDate: 'r.remit_date',
  decidedAt: 'r.decided_at',
};

/** One page of remittance notices, newest first unless asked otherwise; counted on the table alone (no joins needed). */
export function pageRemittances(db: Db, filter: RemittanceFilter) {
  const filtered = <Q extends ReturnType<typeof selectRemittances>>(q: Q): Q => {
    let out = q;
    if (filter.status) out = out.where('r.status', '=', filter.status) as Q;
    if (filter.bookOf)
      out = out.where(businessInBook(filter.bookOf, sql.ref('r.business_id'))) as Q;
    return out;
  };
  let count = db.selectFrom('remittances as r');
  if (filter.status) count = count.where('r.status', '=', filter.status);
  if (filter.bookOf) count = count.where(businessInBook(filter.bookOf, sql.ref('r.business_id')));
  return findPage(
    sortedBy(filtered(selectRemittances(db)), sortSql, filter)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
    count,
    filter,
  );
}
