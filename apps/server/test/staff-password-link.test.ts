import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from './admin-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import { CALLERS, adminIn, auditOf, loginAs, staffAdminApp } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';
import {
  encryptPassword,
  makeStaff,
  pdaCall,
  staffLogin,
  STAFF_PASSWORD,
} from './staff-helpers.ts';

let t: TestApp;
let boss: StaffCaller;
beforeAll(async () => ({ t, boss } = await staffAdminApp()));
afterAll(() => t.close());
beforeEach(() => resetThrottles(t));

const linkIn = (text: string | undefined) =>
  /\/pda\/#\/set-password\?token=([\w-]+)/.exec(text ?? '')?.[1];

describe('POST /admin/staff/:id/password-link', () => {
  it('mails a single-use set-password link; the old password works until it is used', async () => {
    const agent = await makeStaff(t, 'agent');
    const before = await staffLogin(t, agent.email);
    const res = await adminIn(
      t,
      'zh-CN',
      'POST',
      `/admin/staff/${agent.id}/password-link`,
      {},
      boss.token,
    );
    expect(res).toMatchObject({ status: 200, body: { data: { mailed: true } } });
    expect(res.body.data.link).toBeUndefined();
    const mail = t.mail.at(-1);
    expect(mail).toMatchObject({ to: agent.email, subject: '重设您的员工账号密码' });
    const token = linkIn(mail?.text);
    expect(token).toBeTruthy();
    await expect(staffLogin(t, agent.email)).resolves.toHaveProperty('bearer_token');

    const set = await pdaCall(t, 'pda/site/setPassword', {
      token: token ?? '',
      password: await encryptPassword(t, 'Fresh2026x'),
    });
    expect(set.code, set.msg).toBe(200);
    await expect(staffLogin(t, agent.email, 'Fresh2026x')).resolves.toHaveProperty('bearer_token');
    await expect(staffLogin(t, agent.email, STAFF_PASSWORD)).rejects.toThrow();
    // The new password ended the logins made with the old one.
    expect((await pdaCall(t, 'pda/site/logout', {}, before.bearer_token)).code).toBe(401);
    const again = await pdaCall(t, 'pda/site/setPassword', {
      token: token ?? '',
      password: await encryptPassword(t, 'Other2026x'),
    });
    expect(again.code).toBe(400);
  });

  it('is recorded in the audit log without any secret', async () => {
    const agent = await makeStaff(t, 'operator');
    await admin(t, 'POST', `/admin/staff/${agent.id}/password-link`, {}, boss.token);
    const entries = await auditOf(t, agent.id);
    expect(entries.at(-1)).toMatchObject({ action: 'sendPasswordLink', changes: {} });
  });

  it.each(CALLERS.filter((c) => c !== 'admin' && c !== 'ADMIN_TOKEN'))(
    'is refused (403) to %s',
    async (caller) => {
      const target = await makeStaff(t, 'agent');
      const who = await loginAs(t, caller);
      const sent = t.mail.length;
      const res = await admin(t, 'POST', `/admin/staff/${target.id}/password-link`, {}, who.token);
      expect(res.status).toBe(403);
      expect(t.mail.length).toBe(sent);
    },
  );

  it('answers 404 for an unknown id', async () => {
    const res = await admin(
      t,
      'POST',
      '/admin/staff/00000000-0000-4000-8000-000000000000/password-link',
      {},
      boss.token,
    );
    expect(res.status).toBe(404);
  });
});
