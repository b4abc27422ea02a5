import { describe, expect, it } from 'vitest';
import { findByEmail } from '../src/features/auth/members-repository.ts';
import { setStaffDisabled } from '../src/staff/staff-accounts.ts';
import { PERSON, requestCode, uniqueEmail, useAuthTestApp } from './auth-helpers.ts';
import { makeStaff } from './staff-helpers.ts';

const t = useAuthTestApp();

async function registerWith(inviteCode: string, lang = 'en-US') {
  const email = uniqueEmail('invited');
  const code = await requestCode(t, email);
  const res = await t.call(
    'policyholder/Register',
    { ...PERSON, email, code, inviteCode },
    { lang },
  );
  return { res, email };
}

describe('policyholder/Register with an invite code', () => {
  it("puts the new member in that staff member's book", async () => {
    const agent = await makeStaff(t, 'agent');
    const { res, email } = await registerWith(agent.inviteCode);
    expect(res.code, res.msg).toBe(200);
    expect((await findByEmail(t.app.ctx.db, email))?.staff_id).toBe(agent.id);
  });

  it('registers without one, in nobody’s book', async () => {
    const { res, email } = await registerWith('');
    expect(res.code, res.msg).toBe(200);
    expect((await findByEmail(t.app.ctx.db, email))?.staff_id).toBeNull();
  });

  it('refuses a code of the wrong shape by SPEC’s inviteCode rule, in the caller’s language', async () => {
    const { res } = await registerWith('ab-1', 'zh-CN');
    expect(res.code).toBe(400);
    expect(res.data.fields.inviteCode).toBeTruthy();
  });

  it('refuses an unknown code and a disabled staff member’s code, naming the field', async () => {
    const unknown = await registerWith('NOSUCH2026');
    expect(unknown.res).toMatchObject({
      code: 400,
      data: { fields: { inviteCode: 'This invite code is not valid' } },
    });
    const gone = await makeStaff(t, 'agent');
    await setStaffDisabled(t.app.ctx.db, gone.id, true);
    const disabled = await registerWith(gone.inviteCode, 'zh-CN');
    expect(disabled.res).toMatchObject({
      code: 400,
      data: { fields: { inviteCode: '邀请码无效' } },
    });
  });
});
