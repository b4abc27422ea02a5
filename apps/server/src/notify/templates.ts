import { labelIn } from '@app/contract/codes';
import type { Labels, Language } from '@app/contract/codes';
import { textIn } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';
import notifyCatalog from './notify-messages.json';

/**
 * The texts of every event and reminder, a Labels row per text (`satisfies LabelCatalog`: a
 * missing translation is a type error), in notify-messages.json. A notice keeps all three; its
 * e-mail is rendered in the member's (mail/mails.ts noticeMail, with the mail's own words from
 * mail/catalog.ts).
 */
export const notifyMessages = notifyCatalog satisfies LabelCatalog;

export type NotifyKey = keyof typeof notifyMessages;

export const notifyText = (key: NotifyKey, lang: Language, params?: Record<string, unknown>) =>
  textIn(notifyMessages, key, lang, params);

/** A message's parts in one language: a title, then paragraphs (a note is one of them). */
export type Render = (lang: Language) => { title: string; body: string };

/** A message in each stored half (zh, hk, en: the Labels of migration 025): what a notice keeps. */
export type StoredText = Record<keyof Labels, ReturnType<Render>>;

/** A stored message's title and body in one language (an announcement staff wrote in each). */
export const inLanguage = (message: { title: Labels; body: Labels }, lang: Language) => ({
  title: labelIn(lang, message.title),
  body: labelIn(lang, message.body),
});

export function storedText(render: Render): StoredText {
  return { zh: render('zh-CN'), hk: render('zh-HK'), en: render('en-US') };
}

/** "order no. X, policy no. Y" (the policy number once there is one). */
export function businessRefs(
  lang: Language,
  business: { orderNo: string; policyNo: string | null },
): string {
  const parts = [notifyText('notify.refs.order', lang, { orderNo: business.orderNo })];
  if (business.policyNo) {
    parts.push(notifyText('notify.refs.policy', lang, { policyNo: business.policyNo }));
  }
  return parts.join(notifyText('notify.refs.separator', lang));
}

/** The body, with the staff note as a paragraph of its own when there is one. */
export function withNote(lang: Language, body: string, note: string | null | undefined): string {
  const trimmed = (note ?? '').trim();
  return trimmed ? `${body}\n${notifyText('notify.note', lang, { note: trimmed })}` : body;
}
