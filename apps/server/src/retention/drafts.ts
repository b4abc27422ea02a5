import type { Language } from '@app/contract/codes';
import { isoDateToday } from '@app/contract/dates';
import { enumLabel } from '@app/contract/enums';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../storage/file-store.ts';
import { noticeLinks } from '../notify/links.ts';
import { oneMember } from '../notify/recipients.ts';
import { tellOnce } from '../notify/reminders.ts';
import { notifyText } from '../notify/templates.ts';
import { removeUploadFiles, retentionActor } from './remove-files.ts';
import { toDate } from '../db/time.ts';

/**
 * Drafts not submitted within 90 days are removed with their sections and files (DESIGN.md), and
 * never without a warning 7 days before: the warning is a reminder occasion per draft and last
 * save (`retention:draftExpiring:<id>:<updatedAt>`), and a draft goes only once its warning is 7
 * days old. A draft saved again starts over; one found older than 90 days (the job was off) is
 * warned now and removed 7 days later.
 */
const DAY = 86_400_000;
export const DRAFT_KEEP_DAYS = 90;
export const DRAFT_WARN_DAYS = 7;

export interface DraftOptions {
  at: number;
  baseUrl: string;
  timeZone: string;
  files: FileStore;
}

const occasionOf = (draft: { id: string; updated_at: number }) =>
  `retention:draftExpiring:${draft.id}:${Number(draft.updated_at)}`;

interface Draft {
  id: string;
  token: string;
  product_type: string;
  creator_id: string;
  filler_id: string | null;
  updated_at: number;
}

/** The draft's notice and mail: when it was last saved and the day it goes. */
async function warn(db: Db, draft: Draft, options: DraftOptions): Promise<boolean> {
  const { at, timeZone } = options;
  const goes = Math.max(
    Number(draft.updated_at) + DRAFT_KEEP_DAYS * DAY,
    at + DRAFT_WARN_DAYS * DAY,
  );
  const params = (lang: Language) => ({
    product: enumLabel('productType', draft.product_type, lang),
    saved: isoDateToday(toDate(draft.updated_at), timeZone),
    date: isoDateToday(new Date(goes), timeZone),
  });
  return tellOnce(
    db,
    occasionOf(draft),
    at,
    async (trx) => ({
      noticeKind: 'reminder',
      mailKind: 'reminder',
      // Its creator, and whoever filled it in: both would lose what they typed.
      recipients: [
        ...(await oneMember(trx, draft.creator_id)),
        ...(draft.filler_id ? await oneMember(trx, draft.filler_id) : []),
      ],
      route: noticeLinks.reservation(draft.token),
      render: (lang) => ({
        title: notifyText('notify.draftExpiring.title', lang, params(lang)),
        body: notifyText('notify.draftExpiring.body', lang, params(lang)),
      }),
    }),
    options,
  );
}

/**
 * Removes one draft, its sections and its uploads in one transaction, only if it is still the
 * unsaved open draft that was judged (a save or an upload meanwhile keeps it); then its files.
 */
async function removeDraft(db: Db, draft: Draft, files: FileStore, at: number): Promise<boolean> {
  const storageNames = await db
    .transaction()
    .execute(async (trx) => {
      const uploads = await trx
        .selectFrom('uploads')
        .select(['id', 'storage_name'])
        .where('appointment_id', '=', draft.id)
        .execute();
      await trx.deleteFrom('uploads').where('appointment_id', '=', draft.id).execute();
      await trx.deleteFrom('appointment_sections').where('appointment_id', '=', draft.id).execute();
      const removed = await trx
        .deleteFrom('appointments')
        .where('id', '=', draft.id)
        .where('status', '=', 'open')
        .where('submitted_at', 'is', null)
        .where('updated_at', '=', draft.updated_at)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new DraftChanged();
      await recordAudit(
        trx,
        {
          actor: retentionActor,
          action: 'delete',
          objectType: 'appointment',
          objectId: draft.id,
          changes: { reason: 'draftExpired', uploads: uploads.length },
        },
        at,
      );
      return uploads.map((u) => u.storage_name);
    })
    .catch((error: unknown) => {
      if (error instanceof DraftChanged) return null;
      throw error;
    });
  if (storageNames === null) return false;
  await removeUploadFiles(files, storageNames);
  return true;
}

class DraftChanged extends Error {}

/** Warns of the drafts 83 days unsaved and removes those warned 7 days ago and 90 days unsaved. */
export async function expireDrafts(db: Db, options: DraftOptions) {
  const { at } = options;
  const drafts = await db
    .selectFrom('appointments')
    .select(['id', 'token', 'product_type', 'creator_id', 'filler_id', 'updated_at'])
    .where('status', '=', 'open')
    .where('submitted_at', 'is', null)
    .where('updated_at', '<=', at - (DRAFT_KEEP_DAYS - DRAFT_WARN_DAYS) * DAY)
    .execute();
  let warned = 0;
  let deleted = 0;
  for (const draft of drafts) {
    const told = await db
      .selectFrom('reminders_sent')
      .select('sent_at')
      .where('occasion', '=', occasionOf(draft))
      .executeTakeFirst();
    if (!told) {
      if (await warn(db, draft, options)) warned++;
      continue;
    }
    const due =
      Number(draft.updated_at) <= at - DRAFT_KEEP_DAYS * DAY &&
      Number(told.sent_at) <= at - DRAFT_WARN_DAYS * DAY;
    if (due && (await removeDraft(db, draft, options.files, at))) deleted++;
  }
  return { draftsWarned: warned, draftsDeleted: deleted };
}
