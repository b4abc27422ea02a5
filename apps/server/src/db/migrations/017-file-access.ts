import type { Kysely } from 'kysely';

/**
 * The access log of members' files (DESIGN.md user/accessLog): one row per owner of a file for
 * every successful read of an upload, a business document or a remittance slip, by the member,
 * another member of the reservation or business, staff, or ADMIN_TOKEN. The file's name is copied
 * so an entry still reads after retention removed the file; no foreign keys to the file or the
 * business for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_access')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The member whose file it is (the uploader; each member of a document's business).
    .addColumn('owner_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // 'upload', 'document' or 'slip'.
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // An upload's kind (idCardFront …); null for documents.
    .addColumn('upload_kind', 'text')
    .addColumn('business_id', 'text')
    .addColumn('appointment_id', 'text')
    // 'member', 'staff' or 'script' (ADMIN_TOKEN).
    .addColumn('reader_type', 'text', (c) => c.notNull())
    .addColumn('reader_id', 'text')
    // A member's name, a staff member's name, or 'ADMIN_TOKEN', at the time.
    .addColumn('reader_name', 'text', (c) => c.notNull())
    .addColumn('reader_role', 'text')
    // 'open' (a viewer or the console) or 'export' (the member's own data export).
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_access_owner_time')
    .on('file_access')
    .columns(['owner_id', 'at'])
    .execute();
}
