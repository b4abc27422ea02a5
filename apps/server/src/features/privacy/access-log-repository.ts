import type { Db } from '../../db/database.ts';
import { findPage } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';

/** The reads of one member's files, newest first, with the business or reservation they belong to. */
function accessOf(db: Db, ownerId: string) {
  return db
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
}

/** Every read, for the member's data export. */
export const allAccessOf = (db: Db, ownerId: string) => accessOf(db, ownerId).execute();

/** One page, and how many reads there are in all (counted on the table alone). */
export const pageAccessOf = (db: Db, ownerId: string, paging: Paging) =>
  findPage(
    accessOf(db, ownerId),
    db.selectFrom('file_access').where('owner_id', '=', ownerId),
    paging,
  );

export type AccessRow = Awaited<ReturnType<typeof allAccessOf>>[number];
