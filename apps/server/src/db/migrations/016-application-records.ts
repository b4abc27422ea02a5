import type { Kysely } from 'kysely';

/**
 * The application record (issue 13, decision D35): what a business document is (`kind`: null for
 * the documents staff attach and every row before this, `application` for the PDF of a submitted
 * reservation), and one row per submission whose PDF is due. The row is written in the submit's
 * transaction, so a submission that commits always gets its PDF: rendered right after the commit,
 * or by the job when that failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_documents').addColumn('kind', 'text').execute();
  await db.schema
    .createTable('application_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    // 1 for the first submit, then one more for each resubmission after changes were requested.
    .addColumn('version', 'integer', (c) => c.notNull())
    // The member who submitted, in the language of that submit call.
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    // Null until rendered; then the business document holding the PDF.
    .addColumn('document_id', 'text', (c) =>
      c.references('business_documents.id').onDelete('set null'),
    )
    .addColumn('sha256', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('rendered_at', 'bigint')
    .addUniqueConstraint('application_records_version', ['appointment_id', 'version'])
    .execute();
  // The job's scan: the records still due, oldest first.
  await db.schema
    .createIndex('application_records_due')
    .on('application_records')
    .columns(['rendered_at', 'submitted_at'])
    .execute();
}
