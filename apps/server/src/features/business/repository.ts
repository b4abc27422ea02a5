import type { Db } from '../../db/database.ts';
import { memberBusinesses } from '../../db/member-businesses.ts';
import { businessListColumns } from '../../db/columns.ts';
import { findPage } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';

/**
 * SQL of a member's view of businesses. Every read goes through business_members, so a record
 * of a business the member does not belong to is simply not found. Insurer and product labels
 * are joined in, so a page is one query whatever its length.
 */
function joined(db: Db, memberId: string) {
  return memberBusinesses(db, memberId)
    .leftJoin('appointments as a', 'a.id', 'b.appointment_id')
    .leftJoin('insurers as i', 'i.code', 'b.insurer')
    .leftJoin('products as p', 'p.code', 'b.product_name');
}

/** The reservation's state: a change request shows on the business (issue 36). */
const reservation = [
  'a.token as appointment_token',
  'a.status as appointment_status',
  'a.review_note as appointment_review_note',
] as const;

const labels = [
  'i.name_zh as insurer_zh',
  'i.name_hk as insurer_hk',
  'i.name_en as insurer_en',
  'p.name_zh as product_zh',
  'p.name_hk as product_hk',
  'p.name_en as product_en',
] as const;

/** The columns a list item shows: a page reads these only, not all thirty of each row. */
const summaryColumns = [
  ...businessListColumns,
  'b.currency',
  'b.sum_insured',
  'b.annual_premium',
  'b.next_payment_date',
  'b.cooling_off_expiry',
  'b.effective_date',
  'b.created_at',
] as const;

function businessesOf(db: Db, memberId: string) {
  return joined(db, memberId)
    .selectAll('b')
    .select([...labels, ...reservation]);
}

/** A business as read for a member; the detail adds its reservation's link token. */
export type BusinessRow = NonNullable<Awaited<ReturnType<typeof findForMember>>>;
export type BusinessSummaryRow = Awaited<ReturnType<typeof pageForMember>>['rows'][number];

/** Newest first, in the order of the (member_id, created_at, business_id) index. */
export async function pageForMember(
  db: Db,
  memberId: string,
  query: Paging & { status?: string | undefined },
) {
  let rows = joined(db, memberId).select([...summaryColumns, ...labels, ...reservation]);
  if (query.status) rows = rows.where('b.status', '=', query.status);
  let count = db.selectFrom('business_members as bm').where('bm.member_id', '=', memberId);
  // The join is needed only to filter by status; without one the index alone answers.
  if (query.status) {
    count = count
      .innerJoin('businesses as b', 'b.id', 'bm.business_id')
      .where('b.status', '=', query.status);
  }
  return findPage(
    rows.orderBy('bm.created_at', 'desc').orderBy('bm.business_id', 'desc'),
    count,
    query,
  );
}

export async function findForMember(db: Db, memberId: string, businessId: string) {
  return businessesOf(db, memberId).where('b.id', '=', businessId).executeTakeFirst();
}

export async function isMember(db: Db, memberId: string, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('business_members')
    .select('business_id')
    .where('member_id', '=', memberId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A document with where it is stored, only when the member belongs to its business. */
export async function findDocumentForMember(db: Db, memberId: string, documentId: string) {
  return memberBusinesses(db, memberId)
    .innerJoin('business_documents as d', 'd.business_id', 'b.id')
    .where('d.id', '=', documentId)
    .select(['d.id', 'd.name', 'd.mime', 'd.size', 'd.storage_name'])
    .executeTakeFirst();
}
