import type { MailKind } from '@app/contract/calls/mail-preferences';
import type { NoticeKind } from '@app/contract/calls/notice';
import type { Db } from '../db/database.ts';
import { noticeMail } from './mail/mails.ts';
import { enqueueMail } from './mail/outbox.ts';
import { addNoticeOnce } from './notices/add-notice.ts';
import { absoluteLink, noticeLinks } from './links.ts';
import type { Recipient } from './recipients.ts';
import { storedText } from './templates.ts';
import type { Render } from './templates.ts';

/** Where links point and the event's time: what every delivery needs besides the transaction. */
export interface NotifyOptions {
  baseUrl: string;
  now?: number;
}

/** One message to some members: the notice in the app and, unless turned off, an e-mail. */
export interface Delivery {
  noticeKind: NoticeKind;
  mailKind: MailKind;
  recipients: readonly Recipient[];
  render: Render;
  /** The member app route the notice and the mail open, or none. */
  route: string | null;
  /** The event occurrence or reminder occasion: `<occasion>:<memberId>` keys notice and mail. */
  occasion: string;
  createdBy?: string | null;
  /** The business it is about, if any. */
  businessId?: string | null;
}

export interface DeliverySummary {
  notices: number;
  mails: number;
  /** The notices written (none for an occasion told before). */
  noticeIds: string[];
}

export const settingsUrl = (baseUrl: string) => absoluteLink(baseUrl, noticeLinks.settings());

/**
 * Writes, in the caller's transaction, one notice per member and queues their e-mail in their
 * language. The same occasion told twice (a retried event, a reminder job run again, a second
 * instance) writes nothing more: the notice and the mail carry the same unique key.
 */
export async function deliver(
  trx: Db,
  delivery: Delivery,
  options: NotifyOptions,
): Promise<DeliverySummary> {
  const now = options.now ?? Date.now();
  const text = storedText(delivery.render);
  const links = {
    open: delivery.route === null ? null : absoluteLink(options.baseUrl, delivery.route),
    settings: settingsUrl(options.baseUrl),
  };
  const summary: DeliverySummary = { notices: 0, mails: 0, noticeIds: [] };
  for (const member of delivery.recipients) {
    const dedupeKey = `${delivery.occasion}:${member.id}`;
    const noticeId = await addNoticeOnce(
      trx,
      {
        memberId: member.id,
        kind: delivery.noticeKind,
        title: { zh: text.zh.title, hk: text.hk.title, en: text.en.title },
        body: { zh: text.zh.body, hk: text.hk.body, en: text.en.body },
        link: delivery.route,
        createdBy: delivery.createdBy ?? null,
        dedupeKey,
        businessId: delivery.businessId ?? null,
      },
      now,
    );
    if (noticeId === null) continue;
    summary.notices++;
    summary.noticeIds.push(noticeId);
    const mail = noticeMail(member.language, delivery.render(member.language), links);
    const queued = await enqueueMail(
      trx,
      {
        memberId: member.id,
        to: member.email,
        kind: delivery.mailKind,
        language: member.language,
        ...mail,
        dedupeKey,
      },
      now,
    );
    if (queued) summary.mails++;
  }
  return summary;
}
