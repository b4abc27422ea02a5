import type { Kysely } from 'kysely';

/**
 * Messages, e-mail and reminders (docs/decisions.md D30): each member's language for their mail;
 * a notice's occasion (unique when set), so a reminder or a retried event writes its notice once;
 * the reminder occasions already told;
 * and indexes that keep the reminder jobs' daily scans cheap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh-CN'))
    .execute();
  await db.schema.alterTable('notices').addColumn('dedupe_key', 'text').execute();
  // The business an event or reminder is about: the console's "Messages" panel of a business.
  await db.schema
    .alterTable('notices')
    .addColumn('business_id', 'text', (c) => c.references('businesses.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('notices_business')
    .on('notices')
    .columns(['business_id', 'created_at'])
    .execute();
  // NULLs never clash: staff notices and ordinary events carry no key of their own.
  await db.schema
    .createIndex('notices_dedupe_key')
    .on('notices')
    .column('dedupe_key')
    .unique()
    .execute();
  // One row per reminder occasion told (`reminder:paymentDue14:<business>:<date>` …): the jobs skip
  // what is here with one primary-key probe, whichever instance wrote it.
  await db.schema
    .createTable('reminders_sent')
    .addColumn('occasion', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_status_created')
    .on('appointments')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('businesses_next_payment')
    .on('businesses')
    .column('next_payment_date')
    .execute();
  await db.schema
    .createIndex('businesses_cooling_off')
    .on('businesses')
    .column('cooling_off_expiry')
    .execute();
}
