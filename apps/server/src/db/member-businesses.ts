import type { Db } from './database.ts';

/**
 * The businesses a member belongs to (business_members), as `b`: every member read of a business
 * or of what hangs on it starts here, so another member's business is simply not found. Shared
 * because the business view, the money area and the data export all read them, and features do
 * not import each other.
 */
export function memberBusinesses(db: Db, memberId: string) {
  return db
    .selectFrom('business_members as bm')
    .innerJoin('businesses as b', 'b.id', 'bm.business_id')
    .where('bm.member_id', '=', memberId);
}
