import crypto from 'node:crypto';
import { APPLICATION_DOCUMENT_KIND } from '@app/contract/calls/business';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../sessions/tokens.ts';
import { newStorageName } from '../storage/file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { applicationContent } from './content.ts';
import { gatherFacts } from './facts.ts';
import { renderInWorker } from './render-pool.ts';
import {
  dueRecordsOf,
  insertApplicationDocument,
  insertDueRecord,
  markFailed,
  markRendered,
} from './repository.ts';
import type { DueRecord, DueRecordInput } from './repository.ts';
import { recordText } from './texts.ts';

/**
 * The application record (DESIGN.md "Declarations, signatures and the application record"): on
 * submit the server renders the whole application as a PDF in the member's language and attaches
 * it to the business as a document of kind `application`, its SHA-256 in the audit log.
 *
 * The submit's transaction only marks the record due (`markApplicationDue`); the PDF is made after
 * the commit (`recordApplicationAfterSubmit`), so a failure to render never fails the submit, and
 * the job (job.ts) renders what is still due.
 */
export interface RecordContext {
  db: Db;
  files: FileStore;
  /** The local time of the submission is told in this zone (REMINDER_TIME_ZONE). */
  timeZone: string;
  log?: { warn(details: object, message: string): void };
}

export const markApplicationDue = (tx: Db, input: DueRecordInput) => insertDueRecord(tx, input);

export interface RenderedRecord {
  documentId: string;
  sha256: string;
  size: number;
}

function documentName(record: DueRecord, lang: 'zh-CN' | 'en-US'): string {
  const version = Number(record.version) > 1 ? ` (${record.version})` : '';
  return `${recordText(lang, 'record.title')} ${record.order_no}${version}.pdf`;
}

/**
 * Renders one due record and attaches it: the file is written first under a random name, then the
 * document, the record's completion and the audit entry in one transaction. When another instance
 * finished it meanwhile, this one's document is rolled back and its file removed (answers null).
 */
export async function renderRecord(
  ctx: RecordContext,
  record: DueRecord,
  actor: Actor,
  now = Date.now(),
): Promise<RenderedRecord | null> {
  const facts = await gatherFacts(ctx.db, record, ctx);
  const content = applicationContent(facts);
  const pdf = await renderInWorker(content, {
    unreadableImage: recordText(facts.lang, 'record.signatureUnreadable'),
    createdAt: new Date(now),
  });
  const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
  const storageName = newStorageName('pdf');
  await ctx.files.put('documents', storageName, pdf);
  const document = {
    id: newId(),
    name: documentName(record, facts.lang),
    kind: APPLICATION_DOCUMENT_KIND,
    size: pdf.length,
  };
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await insertApplicationDocument(tx, {
        id: document.id,
        business_id: record.business_id,
        name: document.name,
        mime: 'application/pdf',
        size: document.size,
        storage_name: storageName,
        created_at: now,
        kind: APPLICATION_DOCUMENT_KIND,
      });
      if (!(await markRendered(tx, record.id, { documentId: document.id, sha256, at: now }))) {
        throw new AlreadyRendered();
      }
      await recordAudit(
        tx,
        {
          actor,
          action: 'create',
          objectType: 'document',
          objectId: document.id,
          changes: {
            ...document,
            businessId: record.business_id,
            appointmentId: record.appointment_id,
            version: Number(record.version),
            language: facts.lang,
            sha256,
          },
        },
        now,
      );
    });
    return { documentId: document.id, sha256, size: pdf.length };
  } catch (error) {
    await ctx.files.delete('documents', storageName);
    if (error instanceof AlreadyRendered) return null;
    throw error;
  }
}

class AlreadyRendered extends Error {}

/**
 * Renders one record, or counts the failure for the job to retry: never throws, so neither the
 * submit nor the rest of a job run depends on one PDF.
 */
export async function renderOrCount(
  ctx: RecordContext,
  record: DueRecord,
  actor: Actor,
  now = Date.now(),
): Promise<'rendered' | 'taken' | 'failed'> {
  try {
    return (await renderRecord(ctx, record, actor, now)) ? 'rendered' : 'taken';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log?.warn({ err: error, recordId: record.id }, 'application record not rendered');
    await markFailed(ctx.db, record.id, reason).catch(() => undefined);
    return 'failed';
  }
}

/**
 * After a submit (or a resubmission) has committed: the PDF of what was submitted, by the member
 * who submitted it. A retried submit finds nothing due and does nothing.
 */
export async function recordApplicationAfterSubmit(
  ctx: RecordContext,
  reservationId: string,
  member: { id: string },
): Promise<void> {
  try {
    for (const record of await dueRecordsOf(ctx.db, reservationId)) {
      const name = record.member_id === member.id ? (record.member_name ?? '') : '';
      await renderOrCount(ctx, record, { type: 'member', id: member.id, name });
    }
  } catch (error) {
    // The database failed between the commit and here: the job renders it later.
    ctx.log?.warn({ err: error, appointmentId: reservationId }, 'application record not rendered');
  }
}
