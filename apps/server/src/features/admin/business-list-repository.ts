import { sql } from 'kysely';
import type { BusinessQuery } from '@app/contract/admin/schemas';
import type { Db } from '../../db/database.ts';
import { businessInBook } from './book-repository.ts';
import { contains } from '../../db/contains.ts';
import { findPage } from '../../db/paging.ts';

/** The back office's business list and the people behind a business; `db` may be a transaction. */

/** The list's filters as SQL; an agent only sees their book. */
function matching(db: Db, query: BusinessQuery, bookOf: string | null) {
  let rows = db.selectFrom('businesses as b').innerJoin('members as o', 'o.id', 'b.owner_id');
  if (query.status) rows = rows.where('b.status', '=', query.status);
  const q = query.q;
  if (q) {
    // Any member of the business counts (owner and filler), not only the owner shown.
    rows = rows.where((eb) =>
      eb.or([
        contains(sql.ref('b.order_no'), q),
        contains(sql.ref('b.policy_no'), q),
        eb.exists(
          eb
            .selectFrom('business_members as qm')
            .innerJoin('members as qp', 'qp.id', 'qm.member_id')
            .select(sql<number>`1`.as('one'))
            .whereRef('qm.business_id', '=', 'b.id')
            .where((inner) =>
              inner.or([contains(sql.ref('qp.name'), q), contains(sql.ref('qp.email'), q)]),
            ),
        ),
      ]),
    );
  }
  if (bookOf !== null) rows = rows.where(businessInBook(bookOf, sql.ref('b.id')));
  return rows;
}

/** One page of businesses, most recently changed first, with how many match in all. */
export async function pageBusinesses(db: Db, query: BusinessQuery, bookOf: string | null) {
  const found = matching(db, query, bookOf);
  return findPage(
    found
      .select([
        'b.id',
        'b.order_no',
        'b.policy_no',
        'b.status',
        'b.product_type',
        'b.insurer',
        'b.product_name',
        'b.updated_at',
        'b.remarks',
        'o.name as member_name',
        'o.email as member_email',
      ])
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id', 'desc'),
    found,
    query,
  );
}

/** Who may see a business, with their names: owner first, then by e-mail. */
export async function peopleOf(db: Db, businessId: string) {
  return db
    .selectFrom('business_members as bm')
    .innerJoin('members as m', 'm.id', 'bm.member_id')
    .innerJoin('businesses as b', 'b.id', 'bm.business_id')
    .select(['m.id', 'm.name', 'm.email'])
    .where('bm.business_id', '=', businessId)
    .orderBy(sql`case when m.id = b.owner_id then 0 else 1 end`)
    .orderBy('m.email')
    .execute();
}

/** The link token of the reservation a business came from, if any. */
export async function appointmentTokenOf(db: Db, appointmentId: string | null) {
  if (appointmentId === null) return null;
  const row = await db
    .selectFrom('appointments')
    .select('token')
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  return row?.token ?? null;
}
