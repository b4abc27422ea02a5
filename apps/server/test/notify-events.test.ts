import { enumLabel } from '@app/contract/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { notifyMembers } from '../src/notify/events.ts';
import { admin, attachDocument } from './admin-helpers.ts';
import { createReservation, fillReservation, submit } from './reservation-helpers.ts';
import type { TestApp } from './helpers.ts';
import { resetOutbox } from './mail-outbox-helpers.ts';
import {
  mailsOfMember,
  memberIn,
  noticesOfMember,
  notifyApp,
  onlyMailTo,
  sendOutbox,
  sharedBusiness,
  subjectOf,
  textOf,
} from './notify-helpers.ts';
import { addPayee, submittedRemittance } from './remittance-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';
import { pdf } from './upload-files.ts';

/**
 * DESIGN.md "Messages, e-mail and reminders": each staff event writes one notice and queues one
 * mail per member concerned, in that member's language, in the event's own transaction; the real
 * SMTP peer receives each mail once.
 */
let smtp: SmtpPeer;
let t: TestApp;
let zh: Awaited<ReturnType<typeof memberIn>>;
let en: Awaited<ReturnType<typeof memberIn>>;
let businessId: string;
let orderNo: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await notifyApp(smtp);
  zh = await memberIn(t, 'zh-CN');
  en = await memberIn(t, 'en-US');
  businessId = await sharedBusiness(t, zh, en);
  const row = await t.app.ctx.db
    .selectFrom('businesses')
    .select('order_no')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  orderNo = row.order_no;
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(async () => {
  await resetOutbox(t, smtp);
  await t.app.ctx.db.deleteFrom('notices').execute();
  await t.app.ctx.db.deleteFrom('mail_preferences').execute();
});

const SETTINGS = 'https://app.example.com/#/pages/my/notifications';
const businessLink = () => `/pages/business/detail?id=${businessId}`;

/** Each of the members got exactly one notice and one mail of `kind`; answers the mails' texts. */
async function toldOnce(
  members: { id: string; email: string; lang: string }[],
  noticeKind: string,
  mailKind: string,
) {
  const texts: Record<string, { subject: string; text: string; link: string | null }> = {};
  for (const member of members) {
    const notices = await noticesOfMember(t, member.id);
    expect(
      notices.map((n) => n.kind),
      member.lang,
    ).toEqual([noticeKind]);
    const mails = await mailsOfMember(t, member.id);
    expect(mails.map((m) => [m.kind, m.language, m.to_address])).toEqual([
      [mailKind, member.lang, member.email],
    ]);
  }
  const summary = await sendOutbox(t);
  expect(summary.sent).toBe(members.length);
  for (const member of members) {
    const received = onlyMailTo(smtp, member.email);
    const notice = (await noticesOfMember(t, member.id))[0]!;
    const text = textOf(received.raw);
    // The e-mail is the notice in the member's language, with the settings link.
    const title = member.lang === 'zh-CN' ? notice.title_zh : notice.title_en;
    expect(subjectOf(received.raw)).toBe(title);
    expect(text).toContain(SETTINGS);
    if (notice.link) expect(text).toContain(`https://app.example.com/#${notice.link}`);
    texts[member.lang] = { subject: title, text, link: notice.link };
  }
  return texts;
}

const members = () => [zh, en];

describe('events to messages', () => {
  it('a status change: the new status label in each language, the note and the numbers', async () => {
    const res = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'reviewing',
      note: 'Documents checked',
    });
    expect(res.status).toBe(200);
    const mails = await toldOnce(members(), 'statusChanged', 'status');
    expect(mails['zh-CN']!.subject).toContain(enumLabel('businessStatus', 'reviewing', 'zh-CN'));
    expect(mails['en-US']!.subject).toContain(enumLabel('businessStatus', 'reviewing', 'en-US'));
    for (const lang of ['zh-CN', 'en-US']) {
      expect(mails[lang]!.text).toContain(orderNo);
      expect(mails[lang]!.text).toContain(`POL-${businessId.slice(0, 6)}`);
      expect(mails[lang]!.text).toContain('Documents checked');
      expect(mails[lang]!.link).toBe(businessLink());
    }
    expect(mails['zh-CN']!.text).toContain('备注');
    expect(mails['en-US']!.text).toContain('Note: Documents checked');
  });

  it('a document attached', async () => {
    await attachDocument(t, businessId, 'Policy schedule.pdf', pdf());
    const mails = await toldOnce(members(), 'documentAdded', 'document');
    expect(mails['en-US']!.text).toContain('"Policy schedule.pdf"');
    expect(mails['zh-CN']!.text).toContain('「Policy schedule.pdf」');
  });

  it('a payment recorded: the amount in the money format', async () => {
    const res = await admin(t, 'POST', `/admin/businesses/${businessId}/payments`, {
      paymentDate: '2026-03-01',
      feeType: 'premium',
      currency: 'HKD',
      amount: '12345.5',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await toldOnce(members(), 'paymentRecorded', 'payment');
    for (const lang of ['zh-CN', 'en-US']) {
      expect(mails[lang]!.text).toContain('HKD 12,345.50');
      expect(mails[lang]!.text).toContain('2026-03-01');
    }
  });

  it('a remittance confirmed, and one rejected with its note: to the member who sent it', async () => {
    const payeeId = await addPayee(t);
    const confirmed = await submittedRemittance(t, en, businessId, payeeId);
    expect((await admin(t, 'POST', `/admin/remittances/${confirmed}/confirm`, {})).status).toBe(
      200,
    );
    const ok = await toldOnce([en], 'remittanceConfirmed', 'remittance');
    expect(ok['en-US']!.text).toContain('HKD 12,000.50');
    expect(ok['en-US']!.link).toBe('/pages/my/remittances');
    // Confirming records a payment, told as the remittance only.
    expect(await noticesOfMember(t, zh.id)).toEqual([]);

    await resetOutbox(t, smtp);
    await t.app.ctx.db.deleteFrom('notices').execute();
    const rejected = await submittedRemittance(t, zh, businessId, payeeId);
    const res = await admin(t, 'POST', `/admin/remittances/${rejected}/reject`, {
      note: '水单不清晰',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const no = await toldOnce([zh], 'remittanceRejected', 'remittance');
    expect(no['zh-CN']!.text).toContain('水单不清晰');
    expect(no['zh-CN']!.subject).toContain('汇款未能确认');
  });

  it('changes requested on a reservation: its creator and its filler, with the reservation link', async () => {
    const token = await createReservation(t, zh, 'insurance');
    // The other member fills and submits it: they are its filler.
    await fillReservation(t, en, token, 'insurance');
    const submitted = await submit(t, en, token);
    expect(submitted.code, submitted.msg).toBe(200);
    const res = await admin(
      t,
      'POST',
      `/admin/businesses/${submitted.data.businessId}/request-changes`,
      { sections: ['insured'], uploads: [], note: 'Check the birth date' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await toldOnce(members(), 'changesRequested', 'changes');
    expect(mails['en-US']!.link).toBe(`/pages/appointment/index?token=${token}`);
    expect(mails['en-US']!.text).toContain('Check the birth date');
  });

  it('an announcement to one member and to all (API and CLI), in each language', async () => {
    const body = {
      title: { zhCN: '系统维护', enUS: 'Maintenance' },
      body: { zhCN: '周六维护', enUS: 'On Saturday' },
    };
    expect((await admin(t, 'POST', '/admin/notices', { ...body, memberId: en.id })).status).toBe(
      200,
    );
    const one = await toldOnce([en], 'announcement', 'announcement');
    expect(one['en-US']!.subject).toBe('Maintenance');
    expect(one['en-US']!.text).toContain('On Saturday');
    expect(await mailsOfMember(t, zh.id)).toEqual([]);

    await resetOutbox(t, smtp);
    await t.app.ctx.db.deleteFrom('notices').execute();
    const args = parseArgs([
      'notice:send',
      '--all',
      '--title-zh',
      '全体通知',
      '--title-en',
      'To everyone',
      '--body-zh',
      '内容',
      '--body-en',
      'Text',
    ]);
    await commands[args.command]!({ ...t.app.ctx, access: scriptAccess }, args);
    // One notice for all, and a mail to every member in their language.
    const all = await t.app.ctx.db.selectFrom('notices').selectAll().execute();
    expect(all.map((n) => [n.member_id, n.kind])).toEqual([[null, 'announcement']]);
    const memberCount = (await t.app.ctx.db.selectFrom('members').select('id').execute()).length;
    expect(await sendOutbox(t)).toMatchObject({ sent: memberCount });
    expect(subjectOf(onlyMailTo(smtp, zh.email).raw)).toBe('全体通知');
    expect(subjectOf(onlyMailTo(smtp, en.email).raw)).toBe('To everyone');
  });
});

describe('preferences and repeats', () => {
  it('a kind turned off sends no mail, but the notice still arrives', async () => {
    const saved = await t.call(
      'user/saveMailPreference',
      { kind: 'status', enabled: 'false' },
      { token: zh.token },
    );
    expect(saved.code, saved.msg).toBe(200);
    const changed = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'pendingUnderwriting',
    });
    expect(changed.status).toBe(200);
    expect((await noticesOfMember(t, zh.id)).map((n) => n.kind)).toEqual(['statusChanged']);
    expect(await mailsOfMember(t, zh.id)).toEqual([]);
    expect(await mailsOfMember(t, en.id)).toHaveLength(1);
    // Other kinds still go out.
    await attachDocument(t, businessId, 'a.pdf', pdf());
    expect((await mailsOfMember(t, zh.id)).map((m) => m.kind)).toEqual(['document']);
  });

  it('the same event told twice (a retry) writes one notice and queues one mail', async () => {
    const event = {
      type: 'statusChanged' as const,
      businessId,
      changeId: 'retried-change',
      from: 'submitted',
      to: 'inForce',
      note: '',
    };
    const options = { baseUrl: 'https://app.example.com' };
    const first = await t.app.ctx.db
      .transaction()
      .execute((trx) => notifyMembers(trx, event, options));
    const again = await t.app.ctx.db
      .transaction()
      .execute((trx) => notifyMembers(trx, event, options));
    expect([first.notices, first.mails, again.notices, again.mails]).toEqual([2, 2, 0, 0]);
    expect(await noticesOfMember(t, zh.id)).toHaveLength(1);
    expect(await mailsOfMember(t, en.id)).toHaveLength(1);
  });

  it('a refused change writes nothing: the event lives and dies with its transaction', async () => {
    // Same status again: 409, and neither notice nor mail.
    const current = await t.app.ctx.db
      .selectFrom('businesses')
      .select('status')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    const res = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: current.status,
    });
    expect(res.status).toBe(409);
    expect(await noticesOfMember(t, zh.id)).toEqual([]);
    expect(await mailsOfMember(t, zh.id)).toEqual([]);
  });
});

describe('under SMTP faults', () => {
  it('a refusing then recovering SMTP server delivers each event mail exactly once', async () => {
    const changed = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'inForce',
    });
    expect(changed.status).toBe(200);
    await attachDocument(t, businessId, 'b.pdf', pdf());
    // 4 mails (2 events × 2 members); the server refuses the first 3 tries.
    smtp.refuseNext(3, 451);
    const now = Date.now();
    const first = await sendOutbox(t, now);
    expect(first).toMatchObject({ sent: 1, retried: 3 });
    // Not due yet: nothing is tried again before the backoff.
    expect(await sendOutbox(t, now + 1_000)).toMatchObject({ sent: 0, retried: 0 });
    expect(await sendOutbox(t, now + 60_000)).toMatchObject({ sent: 3, retried: 0 });
    expect(await sendOutbox(t, now + 3_600_000)).toMatchObject({ sent: 0 });
    const counts = smtp.countsByRecipient();
    expect([counts.get(zh.email), counts.get(en.email)]).toEqual([2, 2]);
    const rows = [...(await mailsOfMember(t, zh.id)), ...(await mailsOfMember(t, en.id))];
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});
