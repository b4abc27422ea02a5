import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from './admin-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  CALLERS,
  adminIn,
  auditOf,
  loginAs,
  newStaffEmail,
  staffAdminApp,
} from './staff-admin-helpers.ts';
import type { StaffCaller } from './staff-admin-helpers.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';

let t: TestApp;
let boss: StaffCaller;
beforeAll(async () => ({ t, boss } = await staffAdminApp()));
afterAll(() => t.close());
beforeEach(() => resetThrottles(t));

describe('staff accounts by role', () => {
  it.each(CALLERS)('%s: list, create and change as the role allows', async (caller) => {
    const { token } = await loginAs(t, caller);
    const mayChange = caller === 'admin' || caller === 'ADMIN_TOKEN';
    const mayRead = mayChange || caller === 'auditor';
    const list = await admin(t, 'GET', '/admin/staff', undefined, token);
    expect(list.status).toBe(mayRead ? 200 : 403);
    const email = newStaffEmail();
    const body = { email, name: 'New One', role: 'operator', password: 'Start2026x' };
    const created = await admin(t, 'POST', '/admin/staff', body, token);
    expect(created.status).toBe(mayChange ? 200 : 403);
    const target = await makeStaff(t, 'agent');
    const patched = await admin(
      t,
      'PATCH',
      `/admin/staff/${target.id}`,
      { role: 'operator' },
      token,
    );
    expect(patched.status).toBe(mayChange ? 200 : 403);
    // A refused write leaves no trace in the log.
    expect((await auditOf(t, target.id)).length).toBe(mayChange ? 1 : 0);
    if (!mayChange) expect(created.body).toMatchObject({ code: 403, data: null });
  });

  it('lists every account with its invite code and state, passwords never', async () => {
    const res = await admin(t, 'GET', '/admin/staff', undefined, boss.token);
    const me = res.body.data.list.find((s: { id: string }) => s.id === boss.id);
    expect(me).toMatchObject({ email: boss.email, role: 'admin', disabled: false });
    expect(Object.keys(me).sort()).toEqual(
      ['createdAt', 'disabled', 'email', 'id', 'inviteCode', 'name', 'role'].sort(),
    );
    expect(me.inviteCode).toMatch(/^[A-Za-z0-9]{6,16}$/);
  });

  it('answers 404 for an unknown id and 400 for a bad role or body', async () => {
    const missing = await admin(t, 'PATCH', '/admin/staff/no-such-id', { disabled: true });
    expect(missing.status).toBe(404);
    const bad = await admin(t, 'PATCH', `/admin/staff/${boss.id}`, { role: 'king' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.role).toBeTruthy();
    const extra = await admin(t, 'PATCH', `/admin/staff/${boss.id}`, { password: 'x' });
    expect(extra.status).toBe(400);
  });

  it('refuses an e-mail already used (409) and a password off the hwpwd rule', async () => {
    const taken = await admin(t, 'POST', '/admin/staff', {
      email: boss.email.toUpperCase(),
      name: 'Twin',
      role: 'agent',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('A member of staff already uses this e-mail');
    const weak = await admin(t, 'POST', '/admin/staff', {
      email: newStaffEmail(),
      name: 'Weak',
      role: 'agent',
      password: 'letters',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.data.fields.password).toMatch(/6-18/);
  });
});

describe('an admin and their own account', () => {
  it('cannot disable themselves or drop their admin role, in the caller’s language', async () => {
    const me = await loginAs(t, 'admin');
    const off = await adminIn(
      t,
      'zh-CN',
      'PATCH',
      `/admin/staff/${me.id}`,
      { disabled: true },
      me.token,
    );
    expect(off).toMatchObject({ status: 400, body: { msg: '不能停用自己的账号' } });
    const down = await adminIn(
      t,
      'en-US',
      'PATCH',
      `/admin/staff/${me.id}`,
      { role: 'auditor' },
      me.token,
    );
    expect(down).toMatchObject({
      status: 400,
      body: { msg: 'You cannot take away your own admin role' },
    });
    expect(await auditOf(t, me.id ?? '')).toEqual([]);
    // Keeping the role is no change at all.
    const same = await admin(t, 'PATCH', `/admin/staff/${me.id}`, { role: 'admin' }, me.token);
    expect(same.status).toBe(200);
    expect(await auditOf(t, me.id ?? '')).toEqual([]);
  });
});

describe('role changes and disabling', () => {
  it('takes effect at once: a disabled member of staff is logged out, and the log says who', async () => {
    const target = await makeStaff(t, 'operator');
    const { bearer_token } = await staffLogin(t, target.email);
    expect((await admin(t, 'GET', '/admin/appointments', undefined, bearer_token)).status).toBe(
      200,
    );
    const demoted = await admin(
      t,
      'PATCH',
      `/admin/staff/${target.id}`,
      { role: 'auditor' },
      boss.token,
    );
    expect(demoted.body.data).toMatchObject({ role: 'auditor', disabled: false });
    // Auditors write nothing: the same token now meets the new role.
    const write = await admin(
      t,
      'POST',
      '/admin/staff',
      { email: newStaffEmail(), name: 'x', role: 'agent' },
      bearer_token,
    );
    expect(write.status).toBe(403);
    const off = await admin(
      t,
      'PATCH',
      `/admin/staff/${target.id}`,
      { disabled: true },
      boss.token,
    );
    expect(off.body.data.disabled).toBe(true);
    expect((await admin(t, 'GET', '/admin/appointments', undefined, bearer_token)).status).toBe(
      401,
    );
    await expect(staffLogin(t, target.email)).rejects.toThrow(/401|400/);
    await admin(t, 'PATCH', `/admin/staff/${target.id}`, { disabled: false }, boss.token);
    expect((await staffLogin(t, target.email)).bearer_token).toBeTruthy();

    const entries = await auditOf(t, target.id);
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { role: { before: 'operator', after: 'auditor' } },
        { disabled: { before: false, after: true } },
        { disabled: { before: true, after: false } },
      ]),
    );
    expect(entries.every((e) => e.actor_id === boss.id && e.action === 'update')).toBe(true);
  });
});
