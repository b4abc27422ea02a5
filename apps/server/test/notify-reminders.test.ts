import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { runJobs } from '../src/jobs/registry.ts';
import { addDays } from '../src/notify/reminders.ts';
import { createReservation } from './reservation-helpers.ts';
import type { TestApp } from './helpers.ts';
import { resetOutbox } from './mail-outbox-helpers.ts';
import {
  mailsOfMember,
  memberIn,
  noticesOfMember,
  notifyApp,
  sharedBusiness,
  subjectOf,
} from './notify-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/**
 * The reminders (DESIGN.md): each fires at its time (calendar days in Asia/Hong_Kong), once per
 * object and occasion, not before and not again, from runJobs({at}) and `jobs:run --at`.
 */
let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await notifyApp(smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(async () => {
  await resetOutbox(t, smtp);
  await t.app.ctx.db.deleteFrom('notices').execute();
  await t.app.ctx.db.deleteFrom('reminders_sent').execute();
  await t.app.ctx.db.deleteFrom('business_members').execute();
  await t.app.ctx.db.deleteFrom('businesses').execute();
});

const DAY = 86_400_000;
/** Midnight and a half past, Hong Kong time, of a date. */
const hk = (date: string, time = '00:30') => Date.parse(`${date}T${time}:00+08:00`);
const run = (at: number) =>
  runJobs({ db: t.app.ctx.db, mailer: t.app.ctx.mailer, config: t.config, at });
const remindersAt = async (at: number) => (await run(at)).jobs.reminders as Record<string, number>;

async function businessWith(fields: { next_payment_date?: string; cooling_off_expiry?: string }) {
  const zh = await memberIn(t, 'zh-CN');
  const en = await memberIn(t, 'en-US');
  const businessId = await sharedBusiness(t, zh, en);
  await t.app.ctx.db
    .updateTable('businesses')
    .set({ next_payment_date: null, cooling_off_expiry: null, ...fields })
    .where('id', '=', businessId)
    .execute();
  return { zh, en, businessId };
}

describe('payment reminders', () => {
  it('due in 14 days, in 3 days and overdue: each once, to every member, at its Hong Kong day', async () => {
    const due = '2030-03-31';
    const { zh, en } = await businessWith({ next_payment_date: due });
    // 15 days before, to the last minute of that Hong Kong day: nothing.
    expect(await remindersAt(hk(addDays(due, -15), '23:59'))).toMatchObject({ paymentDue14: 0 });
    // 14 days before in Hong Kong, though still the day before in UTC.
    const at14 = hk(addDays(due, -14), '00:30');
    expect(new Date(at14).toISOString().slice(0, 10)).toBe(addDays(due, -15));
    expect(await remindersAt(at14)).toMatchObject({ paymentDue14: 1, paymentDue3: 0 });
    expect(await remindersAt(at14 + DAY)).toMatchObject({ paymentDue14: 0 });
    expect(await remindersAt(hk(addDays(due, -4)))).toMatchObject({ paymentDue3: 0 });
    expect(await remindersAt(hk(addDays(due, -3)))).toMatchObject({ paymentDue3: 1 });
    expect(await remindersAt(hk(due, '23:59'))).toMatchObject({
      paymentDue3: 0,
      paymentOverdue: 0,
    });
    expect(await remindersAt(hk(addDays(due, 1)))).toMatchObject({ paymentOverdue: 1 });
    expect(await remindersAt(hk(addDays(due, 2)))).toMatchObject({ paymentOverdue: 0 });

    for (const member of [zh, en]) {
      const notices = await noticesOfMember(t, member.id);
      expect(notices.map((n) => n.kind)).toEqual(['reminder', 'reminder', 'reminder']);
      const mails = await mailsOfMember(t, member.id);
      expect(mails.map((m) => [m.kind, m.language, m.status])).toEqual([
        ['reminder', member.lang, 'sent'],
        ['reminder', member.lang, 'sent'],
        ['reminder', member.lang, 'sent'],
      ]);
      expect(smtp.countsByRecipient().get(member.email)).toBe(3);
    }
    const enSubjects = smtp.state.received
      .filter((m) => m.to === en.email)
      .map((m) => subjectOf(m.raw));
    expect(enSubjects[0]).toContain(`Payment due on ${due}`);
    expect(enSubjects[2]).toContain('Payment overdue');
    const zhText = (await mailsOfMember(t, zh.id))[0]!.text_body;
    expect(zhText).toContain('还有 14 天');
  });

  it('a new due date is a new occasion', async () => {
    const { businessId, zh } = await businessWith({ next_payment_date: '2030-05-20' });
    expect(await remindersAt(hk('2030-05-17'))).toMatchObject({ paymentDue3: 1 });
    await t.app.ctx.db
      .updateTable('businesses')
      .set({ next_payment_date: '2030-06-20' })
      .where('id', '=', businessId)
      .execute();
    expect(await remindersAt(hk('2030-06-17'))).toMatchObject({ paymentDue3: 1 });
    expect(await remindersAt(hk('2030-06-18'))).toMatchObject({ paymentDue3: 0 });
    expect(await noticesOfMember(t, zh.id)).toHaveLength(2);
  });
});

describe('cooling-off and reservations', () => {
  it('cooling-off ending in 3 days, once per business, from `jobs:run --at`', async () => {
    const { zh } = await businessWith({ cooling_off_expiry: '2030-04-10' });
    const cli = async (at: string) => {
      const args = parseArgs(['jobs:run', '--at', at]);
      return (await commands[args.command]!({ ...t.app.ctx, access: scriptAccess }, args)) as {
        jobs: { reminders: Record<string, number> };
      };
    };
    expect((await cli('2030-04-06T12:00:00+08:00')).jobs.reminders.coolingOff).toBe(0);
    expect((await cli('2030-04-07T09:00:00+08:00')).jobs.reminders.coolingOff).toBe(1);
    expect((await cli('2030-04-08T09:00:00+08:00')).jobs.reminders.coolingOff).toBe(0);
    const [notice] = await noticesOfMember(t, zh.id);
    expect(notice?.title_zh).toContain('冷静期');
    expect(smtp.countsByRecipient().get(zh.email)).toBe(1);
  });

  it('a reservation open 3 days and not submitted reminds its creator once; a submitted one never', async () => {
    const creator = await memberIn(t, 'en-US');
    const token = await createReservation(t, creator, 'insurance');
    const row = await t.app.ctx.db
      .selectFrom('appointments')
      .select(['id', 'created_at'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const opened = Number(row.created_at);
    expect(await remindersAt(opened + 3 * DAY - 60_000)).toMatchObject({ reservationOpen: 0 });
    expect(await remindersAt(opened + 3 * DAY)).toMatchObject({ reservationOpen: 1 });
    expect(await remindersAt(opened + 4 * DAY)).toMatchObject({ reservationOpen: 0 });
    const [notice] = await noticesOfMember(t, creator.id);
    expect(notice?.link).toBe(`/pages/appointment/index?token=${token}`);
    expect(smtp.countsByRecipient().get(creator.email)).toBe(1);

    const other = await memberIn(t, 'zh-CN');
    const submittedToken = await createReservation(t, other, 'insurance');
    await t.app.ctx.db
      .updateTable('appointments')
      .set({ status: 'submitted' })
      .where('token', '=', submittedToken)
      .execute();
    expect(await remindersAt(opened + 5 * DAY)).toMatchObject({ reservationOpen: 0 });
    expect(await noticesOfMember(t, other.id)).toEqual([]);
  });
});
