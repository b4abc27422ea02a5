import type { Language } from '@app/contract/codes';
import { expect } from 'vitest';
import { runDueMail } from '../src/notify/mail/outbox-worker.ts';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/** Fixtures of the notify tests: members with a language, a shared business, what they were told. */
export type Lang = Language;

export const notifyApp = (smtp: SmtpPeer, env: Record<string, string> = {}) =>
  buildTestApp({
    ADMIN_TOKEN,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://app.example.com',
    ...env,
  });

/** A member whose e-mail is in `lang` (as after logging in in that language). */
export async function memberIn(t: TestApp, lang: Lang, name = `Member ${lang}`) {
  const member = await addMember(t, `${lang.toLowerCase()}-${newId()}@example.com`);
  await t.app.ctx.db
    .updateTable('members')
    .set({ language: lang, name })
    .where('id', '=', member.id)
    .execute();
  return { ...member, lang };
}

/** A business both members see (as a reservation's creator and filler). */
export async function sharedBusiness(t: TestApp, owner: { id: string }, other: { id: string }) {
  const businessId = await addBusiness(t, owner.id);
  await t.app.ctx.db
    .insertInto('business_members')
    .values({ business_id: businessId, member_id: other.id, created_at: Date.now() })
    .execute();
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ policy_no: `POL-${businessId.slice(0, 6)}` })
    .where('id', '=', businessId)
    .execute();
  return businessId;
}

export function noticesOfMember(t: TestApp, memberId: string) {
  return t.app.ctx.db
    .selectFrom('notices')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
}

export function mailsOfMember(t: TestApp, memberId: string) {
  return t.app.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
}

/** Runs the outbox as if at `now` and answers its summary. */
export const sendOutbox = (t: TestApp, now = Date.now(), instanceId = 'notify-test') =>
  runDueMail({ db: t.app.ctx.db, mailer: t.app.ctx.mailer, now, instanceId });

/** What the SMTP peer received for an address: exactly one mail, answered with its raw text. */
export function onlyMailTo(smtp: SmtpPeer, to: string) {
  const mails = smtp.state.received.filter((mail) => mail.to === to);
  expect(mails, `mails to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/**
 * The text part of a received mail, decoded (nodemailer writes quoted-printable or base64 for
 * non-ASCII text): enough to look for order numbers, notes and links.
 */
export function textOf(raw: string): string {
  const part =
    /content-type: text\/plain[^\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (!part) throw new Error('no text/plain part');
  const headers = part[1] ?? '';
  const content = part[2] ?? '';
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const soft = content.replace(/=\r?\n/g, '');
    const bytes = soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

/** A subject as received: RFC 2047 encoded words decoded. */
export function subjectOf(raw: string): string {
  const lines = raw.split(/\r?\n/);
  const start = lines.findIndex((line) => /^subject:/i.test(line));
  let subject = lines[start]?.replace(/^subject:\s*/i, '') ?? '';
  for (let i = start + 1; i < lines.length && /^\s/.test(lines[i] ?? ''); i++) {
    subject += lines[i]?.trim() ?? '';
  }
  return subject
    .replace(/\?=\s*=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
