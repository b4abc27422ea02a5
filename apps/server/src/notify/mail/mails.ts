import type { Language } from '@app/contract/codes';
import { textIn } from '@app/contract/messages';
import { mailMessages } from './catalog.ts';
import type { MailKey } from './catalog.ts';
import { composeMail } from './html-page.ts';
import type { MailBlock, RenderedMail } from './html-page.ts';

/**
 * Every mail the server sends, each laid out once from the catalog's words (catalog.ts) by the
 * one page builder (html-page.ts composeMail), in the language it is given. Adding a mail: its
 * words in catalog.ts, its layout here, its kind in mailKinds; then queue it (outbox.ts).
 */
const text = (key: MailKey, lang: Language, params?: Record<string, unknown>) =>
  textIn(mailMessages, key, lang, params);

/** The outbox's `kind` of each mail that is not a notice's (those carry the notice's kind). */
export const mailKinds = {
  code: 'auth.code',
  registered: 'auth.registered',
  noAccount: 'auth.noAccount',
  staffInvitation: 'staff.invitation',
  staffPasswordLink: 'staff.passwordLink',
  reservationLink: 'reservation.link',
} as const;

/**
 * Kinds whose text carries a credential (a code, a set-password token, a reservation token):
 * their bodies are blanked once sent or given up, so the outbox does not keep in clear what the
 * token tables keep only as hashes.
 */
export const credentialKinds: ReadonlySet<string> = new Set([
  mailKinds.code,
  mailKinds.staffInvitation,
  mailKinds.staffPasswordLink,
  mailKinds.reservationLink,
]);

export function codeMail(
  code: string,
  purpose: 'register' | 'forget' | 'login',
  minutes: number,
  lang: Language,
): RenderedMail {
  return composeMail(text('mail.code.subject', lang, { code }), [
    text('mail.code.intro', lang),
    { code },
    text(`mail.code.${purpose}`, lang, { minutes }),
    text('mail.code.ignore', lang),
  ]);
}

/** Sent instead of a code when the address asking to register already has an account. */
export const alreadyRegisteredMail = (lang: Language) =>
  composeMail(text('mail.registered.subject', lang), [text('mail.registered.body', lang)]);

/** Sent instead of a code when nobody has an account under the address asking for a reset. */
export const noAccountMail = (lang: Language) =>
  composeMail(text('mail.noAccount.subject', lang), [text('mail.noAccount.body', lang)]);

/** A password or second factor changed; the advice differs for members and staff. */
export function accountChangeMail(
  lang: Language,
  owner: { email: string; name: string },
  change: 'password' | 'secondFactor',
  holder: 'member' | 'staff',
  now: number,
): RenderedMail {
  const at = new Date(now).toISOString().slice(0, 16).replace('T', ' ');
  return composeMail(text(`mail.accountChange.${change}.subject`, lang), [
    text('mail.greeting', lang, { name: owner.name }),
    text(`mail.accountChange.${change}.body`, lang, { email: owner.email, at }),
    text(`mail.accountChange.${holder}`, lang),
  ]);
}

/** The set-password link: to a new member of staff, or from an admin to one who forgot theirs. */
export function staffLinkMail(
  lang: Language,
  occasion: 'staffInvitation' | 'staffPasswordLink',
  name: string,
  link: string,
): RenderedMail {
  return composeMail(text(`mail.${occasion}.subject`, lang), [
    text('mail.greeting', lang, { name }),
    { lead: text(`mail.${occasion}.body`, lang), href: link },
    text(`mail.${occasion}.ignore`, lang),
  ]);
}

/** A reservation staff opened for a customer: its link, for them alone. */
export function reservationLinkMail(lang: Language, link: string, product: string): RenderedMail {
  return composeMail(text('mail.reservationLink.subject', lang, { product }), [
    text('mail.hello', lang),
    { lead: text('mail.reservationLink.body', lang, { product }), href: link },
    text('mail.reservationLink.private', lang),
  ]);
}

/**
 * A notice's e-mail in one language: its title as the subject, its body's paragraphs, the
 * absolute link to open it in the app, and the link to the e-mail settings screen.
 */
export function noticeMail(
  lang: Language,
  message: { title: string; body: string },
  links: { open: string | null; settings: string },
): RenderedMail {
  const blocks: MailBlock[] = message.body.split('\n').filter(Boolean);
  if (links.open) {
    const label = text('mail.notice.openLink', lang);
    blocks.push({ lead: text('mail.notice.open', lang), href: links.open, label });
  }
  blocks.push({
    lead: text('mail.notice.settings', lang),
    href: links.settings,
    label: text('mail.notice.settingsLink', lang),
    small: true,
  });
  return composeMail(message.title, blocks);
}
