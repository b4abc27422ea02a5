import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/notify/mail/mailer.ts';
import { runDueMail } from '../src/notify/mail/outbox-worker.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { resetThrottles, uniqueEmail } from './auth-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { newStaffEmail } from './staff-admin-helpers.ts';
import { makeStaff } from './staff-helpers.ts';

/**
 * Mail a person waits for (codes, staff invitations and password links, reservation links) is an
 * outbox row like every other mail, queued with its token and tried at once, not at the worker's
 * next run (its timer is off in tests, so only that first try can have sent it); a first try the
 * mail server refuses is retried by the worker. A row that carried a credential keeps none once
 * sent.
 */
let t: TestApp;
const sent: MailMessage[] = [];
let down = false;
beforeAll(async () => {
  t = await buildTestApp(
    { ADMIN_TOKEN },
    {
      mailer: {
        async send(message) {
          if (down) throw Object.assign(new Error('mail server down'), { responseCode: 421 });
          sent.push(message);
        },
        close: () => undefined,
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  down = false;
  await resetThrottles(t);
});

const rowsTo = (to: string) =>
  t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
const tokenIn = (text: string | undefined) => /token=([\w-]+)/.exec(text ?? '')?.[1];
/** A worker run as if `ms` later: past the first retry's backoff (30 s). */
const workerAfter = (ms: number) =>
  runDueMail({ db: t.app.ctx.db, mailer: t.app.ctx.mailer, now: Date.now() + ms, instanceId: 'w' });

describe('mail a person waits for', () => {
  it('an invitation is an outbox row, out at once, that keeps no link once sent', async () => {
    const email = newStaffEmail();
    const res = await admin(t, 'POST', '/admin/staff', { email, name: 'Ann', role: 'agent' });
    expect(res.body.data.mailed).toBe(true);
    expect(sent.at(-1)).toMatchObject({
      to: email,
      subject: 'Set the password of your staff account',
    });
    const token = tokenIn(sent.at(-1)?.text);
    expect(token).toBeTruthy();
    const [row, ...more] = await rowsTo(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'staff.invitation', status: 'sent', attempts: 1 });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('an invitation the mail server refused is answered, then sent by the worker', async () => {
    down = true;
    const email = newStaffEmail();
    const res = await admin(t, 'POST', '/admin/staff', { email, name: 'Bo', role: 'operator' });
    expect(res.body.data.mailed).toBe(false);
    const link: string = res.body.data.link;
    expect(link).toMatch(/\/pda\/#\/set-password\?token=/);
    expect(await rowsTo(email)).toMatchObject([
      {
        kind: 'staff.invitation',
        status: 'queued',
        attempts: 1,
        last_error: '421 mail server down',
      },
    ]);

    down = false;
    expect((await workerAfter(31_000)).sent).toBe(1);
    expect(sent.at(-1)?.to).toBe(email);
    expect(sent.at(-1)?.text).toContain(link);
    expect(await rowsTo(email)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a password link and a reservation link go the same way', async () => {
    const colleague = await makeStaff(t, 'agent');
    down = true;
    const url = `/admin/staff/${colleague.id}/password-link`;
    const link = await admin(t, 'POST', url, { lang: 'zh-CN' });
    expect(link.body.data).toMatchObject({
      mailed: false,
      link: expect.stringContaining('token='),
    });
    const member = await addMember(t);
    const reservation = await admin(t, 'POST', '/admin/appointment-links', {
      email: member.email,
      productType: 'trust',
      lang: 'zh-CN',
    });
    expect(reservation.body.data).toMatchObject({ mailed: false });

    down = false;
    expect((await workerAfter(31_000)).sent).toBe(2);
    expect(sent.at(-2)).toMatchObject({ to: colleague.email, subject: '重设您的员工账号密码' });
    expect(sent.at(-1)).toMatchObject({ to: member.email, subject: '请填写您的信托预约资料' });
    expect(sent.at(-1)?.text).toContain(reservation.body.data.link);
    expect(await rowsTo(colleague.email)).toMatchObject([{ kind: 'staff.passwordLink' }]);
    expect(await rowsTo(member.email)).toMatchObject([{ kind: 'reservation.link' }]);
  });

  it('a code is an outbox row too, out at once and blanked; one not sent is taken back', async () => {
    const email = uniqueEmail();
    expect((await t.call('user/mailcode', { accountNo: email })).code).toBe(200);
    const code = /\d{6}/.exec(sent.at(-1)?.subject ?? '')?.[0];
    expect(code).toBeTruthy();
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ kind: 'auth.code', status: 'sent' });
    expect(JSON.stringify(row)).not.toContain(code);

    // The caller is told it failed and asks again: no code arrives late from the worker.
    down = true;
    const other = uniqueEmail();
    expect((await t.call('user/mailcode', { accountNo: other })).code).toBe(500);
    expect(await rowsTo(other)).toEqual([]);
  });
});
