import type { Kysely } from 'kysely';

/**
 * The message centre (DESIGN.md "notice"): notices to one member or, with member_id null, to every
 * member registered before it was sent; who read which. And the user agreement each member
 * accepted at registration (user/userDeal's version, and when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null: an announcement to every member.
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_zh', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    // A member app route with its query, e.g. /pages/business/detail?id=…
    .addColumn('link', 'text')
    // The member of staff who sent it; null for the system's own notices and ADMIN_TOKEN.
    .addColumn('created_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notices_member_time')
    .on('notices')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'text', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('notice_reads_member')
    .on('notice_reads')
    .columns(['member_id', 'notice_id'])
    .execute();
  await db.schema.alterTable('members').addColumn('agreement_version', 'text').execute();
  await db.schema.alterTable('members').addColumn('agreement_at', 'bigint').execute();
}
