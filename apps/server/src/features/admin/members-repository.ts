import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { contains } from '../../db/contains.ts';
import { findPage, ownColumns, sortedBy } from '../../db/paging.ts';
import type { Sorting } from '@app/contract/admin/sorting';

/** The back office's SQL on members: the list (search, an agent's book) and one member's records. */

function membersWithStaff(db: Db) {
  return db
    .selectFrom('members as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'm.mobile',
      'm.staff_id',
      's.name as staff_name',
      'm.created_at',
    ]);
}

export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersWithStaff>['execute']>>[number];

export interface MemberFilter extends Sorting {
  q?: string | undefined;
  /** An agent's id: only the members in their book. */
  bookOf: string | null;
  page: number;
  size: number;
}

const sortSql = ownColumns('members', 'm');

/** One page, newest first unless asked otherwise; the text search is db/contains.ts's (case-insensitive, wildcards literal). */
export async function pageMembers(db: Db, filter: MemberFilter) {
  let query = membersWithStaff(db);
  if (filter.bookOf !== null) query = query.where('m.staff_id', '=', filter.bookOf);
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or(
        (['m.name', 'm.email', 'm.mobile'] as const).map((column) => contains(sql.ref(column), q)),
      ),
    );
  }
  return findPage(
    sortedBy(query, sortSql, filter).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'),
    query,
    filter,
  );
}

export function findMember(db: Db, id: string): Promise<MemberRow | undefined> {
  return membersWithStaff(db).where('m.id', '=', id).executeTakeFirst();
}

/** Businesses the member owns or may see, most recently changed first. */
export function businessesOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('businesses as b')
    .select(['b.id', 'b.order_no', 'b.policy_no', 'b.status', 'b.product_type', 'b.updated_at'])
    .where((eb) =>
      eb.or([
        eb('b.owner_id', '=', memberId),
        eb.exists(
          eb
            .selectFrom('business_members as bm')
            .select('bm.business_id')
            .whereRef('bm.business_id', '=', 'b.id')
            .where('bm.member_id', '=', memberId),
        ),
      ]),
    )
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
