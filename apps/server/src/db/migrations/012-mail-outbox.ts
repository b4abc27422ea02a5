import type { Kysely } from 'kysely';

/**
 * Durable e-mail delivery (docs/architecture.md "Mail outbox"): mail to send is a row, written in
 * the transaction of what caused it, and the worker in every server process sends what is due.
 * Beside it, each member's choice of which kinds of mail they want.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    // "At most once per object and occasion": the caller names the occasion; NULLs never clash.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    // queued | sending | sent | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the row is next due: its first or next try, or, while sending, its lease's end.
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_member').on('mail_outbox').column('member_id').execute();

  // No row: the kind is on. A member turns a kind off (or on again) with one row.
  await db.schema
    .createTable('mail_preferences')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['member_id', 'kind'])
    .execute();
}
