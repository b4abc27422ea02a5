import type { Db } from '../../db/database.ts';

/** The reads of one member's files, newest first, with the business or reservation they belong to. */
export async function pageAccessOf(
  db: Db,
  ownerId: string,
  paging: { page: number; size: number } | 'all',
) {
  let query = db
    .selectFrom('file_access as f')
    .leftJoin('businesses as b', 'b.id', 'f.business_id')
    .leftJoin('appointments as a', 'a.id', 'f.appointment_id')
    .select([
      'f.id',
      'f.at',
      'f.file_type',
      'f.file_name',
      'f.upload_kind',
      'f.reader_type',
      'f.reader_id',
      'f.reader_name',
      'f.reader_role',
      'f.via',
      'f.ip',
      'b.order_no',
      'a.product_type',
    ])
    .where('f.owner_id', '=', ownerId)
    .orderBy('f.at', 'desc')
    .orderBy('f.id', 'desc');
  if (paging !== 'all') query = query.limit(paging.size).offset((paging.page - 1) * paging.size);
  return query.execute();
}

export type AccessRow = Awaited<ReturnType<typeof pageAccessOf>>[number];

export async function countAccessOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('file_access')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
