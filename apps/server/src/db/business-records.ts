import type { Db } from './database.ts';

/**
 * What hangs on a business that both the member's view (business) and the back office (admin)
 * read the same way; features do not import each other, so it lives here.
 */

export async function documentsOf(db: Db, businessId: string) {
  return db
    .selectFrom('business_documents')
    .select(['id', 'name', 'mime', 'size', 'kind'])
    .where('business_id', '=', businessId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A business's status history, oldest first. */
export async function statusChangesOf(db: Db, businessId: string) {
  return db
    .selectFrom('status_changes')
    .select(['from_status', 'to_status', 'note', 'at'])
    .where('business_id', '=', businessId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type StatusChangeRow = Awaited<ReturnType<typeof statusChangesOf>>[number];
