import type { Db } from '../db/database.ts';
import type { RenderedMail } from './mail/html-page.ts';
import { noticeMail } from './mail/mails.ts';
import { enqueueMailBatch } from './mail/outbox.ts';
import { addNotice } from './notices/add-notice.ts';
import { languages, pickLanguage } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { DeliverySummary, NotifyOptions } from './deliver.ts';
import { settingsUrl } from './deliver.ts';
import type { NotifyEvent } from './event-types.ts';
import { absoluteLink } from './links.ts';
import { inLanguage } from './templates.ts';

type Announcement = Extract<NotifyEvent, { type: 'announcement' }>;

/**
 * An announcement to every member: one notice (member_id null, read by everyone registered before
 * it) and one mail per member who has not turned announcements off, queued in batches, all in the
 * caller's transaction. Members are read once, with their preference, in one query.
 */
export async function announceToAll(
  trx: Db,
  event: Announcement,
  options: NotifyOptions,
): Promise<DeliverySummary> {
  const now = options.now ?? Date.now();
  const noticeId = await addNotice(
    trx,
    {
      memberId: null,
      kind: 'announcement',
      title: event.title,
      body: event.body,
      link: event.link,
      createdBy: event.createdBy,
      dedupeKey: `announcement:${event.occasionId}`,
    },
    now,
  );
  const members = await trx
    .selectFrom('members as m')
    .leftJoin('mail_preferences as p', (join) =>
      join.onRef('p.member_id', '=', 'm.id').on('p.kind', '=', 'announcement'),
    )
    .select(['m.id', 'm.email', 'm.language'])
    .where('m.created_at', '<=', now)
    .where((eb) => eb.or([eb('p.enabled', 'is', null), eb('p.enabled', '=', 1)]))
    .execute();
  const links = {
    open: event.link === null ? null : absoluteLink(options.baseUrl, event.link),
    settings: settingsUrl(options.baseUrl),
  };
  const rendered = Object.fromEntries(
    languages.map((lang) => [lang, noticeMail(lang, inLanguage(event, lang), links)]),
  ) as Record<Language, RenderedMail>;
  const mails = members.map((member) => {
    const language = pickLanguage(member.language, 'zh-CN');
    return {
      memberId: member.id,
      to: member.email,
      kind: 'announcement',
      language,
      ...rendered[language],
      dedupeKey: `announcement:${event.occasionId}:${member.id}`,
    };
  });
  const queued = await enqueueMailBatch(trx, mails, now);
  return { notices: 1, mails: queued, noticeIds: [noticeId] };
}
