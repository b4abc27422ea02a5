import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { AppError } from '../src/http/app-error.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import {
  logIn,
  register,
  registerMember,
  requestCode,
  resetThrottles,
  uniqueEmail,
} from './auth-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { adminIn, loginAs, newStaffEmail } from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';
import { encryptPassword, makeStaff, pdaCall, staffLogin } from './staff-helpers.ts';

/**
 * Issue 34 point 3: no common password for anyone, staff passwords of 8 or more, a mail to the
 * owner whenever a password changes, and the security events `password.changed` and `staff.role`.
 */
const lines: string[] = [];
const events = (name: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.event === name);

let t: TestApp;
let boss: StaffCaller;
beforeAll(async () => {
  t = await buildTestApp(
    { ADMIN_TOKEN, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  boss = await loginAs(t, 'admin');
});
afterAll(() => t.close());
beforeEach(() => resetThrottles(t));

const securityMail = (to: string) =>
  t.app.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'security.password')
    .execute();

describe('member passwords', () => {
  it.each(['111111a', 'Demo1234', 'password1', 'a1a1a1a1'])(
    'refuses %s at registration, in the caller’s language',
    async (password) => {
      const email = uniqueEmail();
      const code = await requestCode(t, email);
      const en = await register(t, email, code, { password });
      expect(en.code).toBe(400);
      expect(en.data.fields.password).toBe('This password is too common, please choose another');
      const zh = await register(t, email, code, { password }, { lang: 'zh-CN' });
      expect(zh.data.fields.password).toBe('密码过于常见，请换一个');
    },
  );

  it('a reset refuses a common one; a good reset mails the owner and logs password.changed', async () => {
    const { email, id } = await registerMember(t);
    const code = await requestCode(t, email, 'forget');
    const weak = await t.call('policyholder/ForgetPassword', { email, code, password: 'abc123' });
    expect(weak.code).toBe(400);
    expect(await securityMail(email)).toHaveLength(0);

    const done = await t.call('policyholder/ForgetPassword', {
      email,
      code,
      password: 'New-Otter-9',
    });
    expect(done.code, done.msg).toBe(200);
    const [mail, ...more] = await securityMail(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      status: 'queued',
      language: 'en-US',
      subject: 'The password of your account was changed',
    });
    expect(mail?.text_body).toContain(email);
    expect(mail?.text_body).toContain('Forgot password');
    expect(mail?.text_body).not.toContain('New-Otter-9');
    expect(events('password.changed').at(-1)).toMatchObject({ account: email, ip: '127.0.0.1' });
    expect(id).toBeTruthy();
  });

  it('a change refuses a common one; a good change mails the owner in their language', async () => {
    const { email, password, id } = await registerMember(t);
    const token = await logIn(t, email, password);
    // The member last used the app in Chinese: the mail is in Chinese.
    await t.call('policyholder/MemberInfo', {}, { token, lang: 'zh-CN' });
    const weak = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: password, password: 'Admin2026' },
      { token },
    );
    expect(weak.code).toBe(400);
    const done = await t.call(
      'policyholder/ChangePassword',
      { oldPassword: password, password: 'Sea-Lion-42' },
      { token },
    );
    expect(done.code, done.msg).toBe(200);
    const [mail] = await securityMail(email);
    expect(mail).toMatchObject({ language: 'zh-CN', subject: '您的账号密码已更改' });
    expect(events('password.changed').at(-1)).toMatchObject({ account: id });
  });
});

describe('staff passwords', () => {
  it.each([
    ['abc12345', 'This password is too common, please choose another'],
    ['admin123', 'This password is too common, please choose another'],
    ['Abcd123', 'A staff password must have at least 8 characters'],
    ['onlyletters', 'Password must be 6-18 letters and digits, with at least one of each'],
  ])('refuses %s when an admin creates an account', async (password, message) => {
    const res = await admin(t, 'POST', '/admin/staff', {
      email: newStaffEmail(),
      name: 'New',
      role: 'agent',
      password,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses short and common ones through the set-password link, then mails the change', async () => {
    const colleague = await makeStaff(t, 'operator');
    const sent = await admin(t, 'POST', `/admin/staff/${colleague.id}/password-link`, {});
    expect(sent.status).toBe(200);
    const token = /set-password\?token=([\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1] ?? '';
    for (const [password, message] of [
      ['Abc1234', 'at least 8 characters'],
      ['password1', 'too common'],
    ] as const) {
      const res = await pdaCall(t, 'pda/site/setPassword', {
        token,
        password: await encryptPassword(t, password),
      });
      expect(res.code).toBe(400);
      expect(res.data.fields.password).toContain(message);
    }
    const set = await pdaCall(t, 'pda/site/setPassword', {
      token,
      password: await encryptPassword(t, 'Lantern2027'),
    });
    expect(set.code, set.msg).toBe(200);
    await staffLogin(t, colleague.email, 'Lantern2027');
    const [mail] = await securityMail(colleague.email);
    expect(mail?.subject).toBe('The password of your account was changed');
    expect(mail?.text_body).toMatch(/administrator/);
    expect(events('password.changed').at(-1)).toMatchObject({ account: colleague.id });
  });

  it('the CLI’s reset-password refuses a common one and mails the owner', async () => {
    const colleague = await makeStaff(t, 'agent');
    const run = commands['staff:reset-password'];
    if (!run) throw new Error('no staff:reset-password command');
    const ctx = { ...t.app.ctx, access: scriptAccess };
    const weak = parseArgs(['staff:reset-password', colleague.email, '--password', 'qwerty123']);
    await expect(async () => run(ctx, weak)).rejects.toBeInstanceOf(AppError);
    expect(await securityMail(colleague.email)).toHaveLength(0);
    await run(ctx, parseArgs(['staff:reset-password', colleague.email, '--lang', 'zh-CN']));
    const [mail] = await securityMail(colleague.email);
    expect(mail).toMatchObject({ language: 'zh-CN', subject: '您的账号密码已更改' });
  });
});

describe('staff.role', () => {
  it('is logged with actor and account when an admin changes a role or disables someone', async () => {
    const colleague = await makeStaff(t, 'agent');
    const url = `/admin/staff/${colleague.id}`;
    expect((await adminIn(t, 'en-US', 'PATCH', url, { role: 'auditor' }, boss.token)).status).toBe(
      200,
    );
    expect((await adminIn(t, 'en-US', 'PATCH', url, { disabled: true }, boss.token)).status).toBe(
      200,
    );
    const logged = events('staff.role').filter((e) => e.account === colleague.id);
    expect(logged).toEqual([
      expect.objectContaining({ actor: boss.id, ip: '127.0.0.1', reason: 'role agent -> auditor' }),
      expect.objectContaining({ actor: boss.id, reason: 'disabled false -> true' }),
    ]);
    // Nothing changed, nothing logged.
    await adminIn(t, 'en-US', 'PATCH', url, { disabled: true }, boss.token);
    expect(events('staff.role').filter((e) => e.account === colleague.id)).toHaveLength(2);
  });

  it('never logs a password', () => {
    const all = lines.join('\n');
    for (const secret of ['New-Otter-9', 'Sea-Lion-42', 'Lantern2027', 'Staff2026x']) {
      expect(all).not.toContain(secret);
    }
  });
});
