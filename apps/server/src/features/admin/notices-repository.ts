import { sql } from 'kysely';
import { noticeTextColumns } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { findPage, sortedBy } from '../../db/paging.ts';
import type { SortSql } from '../../db/paging.ts';
import type { SortColumn, Sorting } from '@app/contract/admin/sorting';

/** The back office's view of the notices sent: newest first, each with how many members read it. */
export interface SentFilter extends Sorting {
  memberId?: string | undefined;
  /** An agent's id: only notices to members in their book. */
  bookOf: string | null;
  page: number;
  size: number;
}

const sortSql: SortSql<SortColumn<'notices'>> = { createdAt: 'n.created_at', kind: 'n.kind' };

export async function pageSent(db: Db, filter: SentFilter) {
  let query = db
    .selectFrom('notices as n')
    .leftJoin('members as m', 'm.id', 'n.member_id')
    .leftJoin('staff as s', 's.id', 'n.created_by');
  if (filter.memberId) query = query.where('n.member_id', '=', filter.memberId);
  if (filter.bookOf !== null) query = query.where('m.staff_id', '=', filter.bookOf);
  return findPage(
    sortedBy(
      query.select([
        'n.id',
        'n.member_id',
        'm.email as member_email',
        'm.name as member_name',
        ...noticeTextColumns,
        'n.created_at',
        's.name as created_by_name',
        sql<number | string>`(select count(*) from notice_reads r where r.notice_id = n.id)`.as(
          'reads',
        ),
      ]),
      sortSql,
      filter,
    )
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc'),
    query,
    filter,
  );
}

export async function memberExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
