import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReservationsTable } from '../../db/schema.ts';

/** The back office's SQL for reviewing a business's reservation; `db` may be a transaction. */

/** A business with the reservation it came from (null columns when it was made by hand). */
export async function findReviewTarget(db: Db, businessId: string) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('appointments as a', 'a.id', 'b.appointment_id')
    .select([
      'b.id as business_id',
      'b.status as business_status',
      'a.id as appointment_id',
      'a.token',
      'a.product_type',
      'a.status',
      'a.review_status',
      'a.review_note',
      'a.review_sections',
      'a.review_uploads',
      'a.reviewed_at',
    ])
    .where('b.id', '=', businessId)
    .executeTakeFirst();
}

export type ReviewTarget = NonNullable<Awaited<ReturnType<typeof findReviewTarget>>>;

/**
 * Writes a review, compare-and-set on the reservation's status (no row lock on SQLite): answers
 * false when the member or another member of staff changed it first.
 */
export async function writeReview(
  db: Db,
  reservationId: string,
  from: readonly string[],
  set: Updateable<ReservationsTable>,
): Promise<boolean> {
  const updated = await db
    .updateTable('appointments')
    .set(set)
    .where('id', '=', reservationId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
