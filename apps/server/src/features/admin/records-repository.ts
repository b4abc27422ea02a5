import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BusinessDocumentsTable, PaymentRecordsTable } from '../../db/schema.ts';

/** The back office's SQL on what hangs on a business: payment records and documents. */
export type PaymentRecord = Selectable<PaymentRecordsTable>;

export async function findPaymentRecord(db: Db, id: string): Promise<PaymentRecord | undefined> {
  return db.selectFrom('payment_records').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPaymentRecord(
  db: Db,
  row: Insertable<PaymentRecordsTable>,
): Promise<void> {
  await db.insertInto('payment_records').values(row).execute();
}

export async function updatePaymentRecord(
  db: Db,
  id: string,
  set: Updateable<PaymentRecordsTable>,
): Promise<void> {
  await db.updateTable('payment_records').set(set).where('id', '=', id).execute();
}

export async function insertDocument(
  db: Db,
  row: Insertable<BusinessDocumentsTable>,
): Promise<void> {
  await db.insertInto('business_documents').values(row).execute();
}

export async function paymentsOf(db: Db, businessId: string): Promise<PaymentRecord[]> {
  return db
    .selectFrom('payment_records')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('payment_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findDocumentFile(db: Db, id: string) {
  return db
    .selectFrom('business_documents')
    .select(['name', 'mime', 'storage_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
