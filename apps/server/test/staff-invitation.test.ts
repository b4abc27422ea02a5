import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { adminIn, auditOf, newStaffEmail, staffAdminApp } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';
import { encryptPassword, pdaCall, staffLogin } from './staff-helpers.ts';

let t: TestApp;
let boss: StaffCaller;
beforeAll(async () => ({ t, boss } = await staffAdminApp()));
afterAll(() => t.close());
beforeEach(() => resetThrottles(t));

describe('invitations', () => {
  it('mails a set-password link in the chosen language; the link sets a hwpwd password once', async () => {
    const email = newStaffEmail();
    const res = await admin(t, 'POST', '/admin/staff', {
      email,
      name: '陈小明',
      role: 'agent',
      lang: 'zh-CN',
    });
    expect(res.body.data).toMatchObject({ mailed: true, staff: { email, role: 'agent' } });
    expect(res.body.data.link).toBeUndefined();
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('请设置您的员工账号密码');
    const token = /http:\/\/127\.0\.0\.1:\d+\/pda\/#\/set-password\?token=([\w-]+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(token).toBeTruthy();
    const created = await auditOf(t, res.body.data.staff.id);
    expect(created[0]).toMatchObject({ action: 'create', actor_type: 'script' });
    expect(created[0]?.changes.password).toEqual({ before: null, after: '(invited)' });

    // Not logged in before the password is set.
    await expect(staffLogin(t, email, 'Chosen2026')).rejects.toThrow();
    const weak = await pdaCall(t, 'pda/site/setPassword', {
      token: token ?? '',
      password: await encryptPassword(t, 'onlyletters'),
    });
    expect(weak.code).toBe(400);
    expect(weak.data.fields.password).toMatch(/6-18/);
    // A refused password leaves the link usable.
    const set = await pdaCall(t, 'pda/site/setPassword', {
      token: token ?? '',
      password: await encryptPassword(t, 'Chosen2026'),
    });
    expect(set.code, set.msg).toBe(200);
    expect((await staffLogin(t, email, 'Chosen2026')).bearer_token).toBeTruthy();
    const again = await pdaCall(t, 'pda/site/setPassword', {
      token: token ?? '',
      password: await encryptPassword(t, 'Other2026'),
    });
    expect(again.code).toBe(400);
    expect(again.msg).toMatch(/not valid, already used or expired/);
    const entries = await auditOf(t, res.body.data.staff.id);
    const setEntry = entries.find((e) => e.action === 'setPassword');
    expect(setEntry).toMatchObject({ actor_type: 'staff', actor_id: res.body.data.staff.id });
    expect(setEntry?.changes).toEqual({ password: { before: null, after: '(set)' } });
    expect(JSON.stringify(entries)).not.toMatch(/Chosen2026|scrypt/);
  });

  it('writes English by Accept-Language, links to the listener by default, and refuses stale tokens', async () => {
    const email = newStaffEmail();
    const res = await adminIn(
      t,
      'en-US',
      'POST',
      '/admin/staff',
      { email, name: 'Ann', role: 'auditor' },
      ADMIN_TOKEN,
    );
    expect(res.body.data.mailed).toBe(true);
    const mail = t.mail.at(-1);
    expect(mail?.subject).toBe('Set the password of your staff account');
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/pda\/#\/set-password\?token=/);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    // Three days later the invitation has lapsed.
    await t.app.ctx.db
      .updateTable('staff_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'invite')
      .where('staff_id', '=', res.body.data.staff.id)
      .execute();
    const late = await pdaCall(t, 'pda/site/setPassword', {
      token,
      password: await encryptPassword(t, 'Late2026x'),
    });
    expect(late.code).toBe(400);
    const unknown = await pdaCall(t, 'pda/site/setPassword', {
      token: 'made-up-token',
      password: await encryptPassword(t, 'Late2026x'),
    });
    expect(unknown.code).toBe(400);
    const plain = await pdaCall(t, 'pda/site/setPassword', { token, password: 'Late2026x' });
    expect(plain.code).toBe(400);
    expect((await auditOf(t, res.body.data.staff.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('answers the link when the mail cannot be sent', async () => {
    const failing = await buildTestApp(
      { ADMIN_TOKEN },
      { mailer: { send: () => Promise.reject(new Error('down')), close: () => undefined } },
    );
    try {
      const res = await admin(failing, 'POST', '/admin/staff', {
        email: newStaffEmail(),
        name: 'Bo',
        role: 'operator',
      });
      expect(res.body.data.mailed).toBe(false);
      expect(res.body.data.link).toMatch(/\/pda\/#\/set-password\?token=/);
    } finally {
      await failing.close();
    }
  });

  it('a password given at creation works at once and is audited as set, never shown', async () => {
    const email = newStaffEmail();
    const res = await admin(
      t,
      'POST',
      '/admin/staff',
      { email, name: 'Cy', role: 'operator', password: 'Given2026' },
      boss.token,
    );
    expect(res.body.data.mailed).toBe(false);
    expect((await staffLogin(t, email, 'Given2026')).bearer_token).toBeTruthy();
    const [entry] = await auditOf(t, res.body.data.staff.id);
    expect(entry).toMatchObject({ actor_id: boss.id, action: 'create' });
    expect(entry?.changes).toMatchObject({
      role: { before: null, after: 'operator' },
      password: { before: null, after: '(set)' },
    });
    expect(JSON.stringify(entry)).not.toContain('Given2026');
  });
});
