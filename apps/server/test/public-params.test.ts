import { describe, expect, it } from 'vitest';
import { clear } from '../src/http/throttle.ts';
import {
  GOOD_PASSWORD,
  PERSON,
  registerMember,
  requestCode,
  uniqueEmail,
  useAuthTestApp,
} from './auth-helpers.ts';
import { signedBody } from './helpers.ts';
import { makeStaff } from './staff-helpers.ts';

const t = useAuthTestApp();

/** SPEC §7 public parameters as the client sends them once it knows the member. */
const publicParams = (memberId: string, emplid?: string) => ({
  cuserid: memberId,
  model: 'Pixel 7',
  version: 'other',
  ...(emplid ? { emplid } : {}),
});

async function registerInBook(inviteCode: string) {
  const email = uniqueEmail('booked');
  const code = await requestCode(t, email);
  const fields = { ...PERSON, email, code, inviteCode };
  const res = await t.call('policyholder/Register', fields);
  expect(res.code, res.msg).toBe(200);
  // As if registered a while ago: the next code for this address need not wait a minute.
  await clear(t.app.ctx.db, `mailcode:to:${email}`);
  return { email, member: res.data };
}

describe('emplid on the member (SPEC §7)', () => {
  it('is the staff owner on Register, Login, CodeLogin and MemberInfo', async () => {
    const agent = await makeStaff(t, 'agent');
    const { email, member } = await registerInBook(agent.inviteCode);
    expect(member.emplid).toBe(agent.id);

    const login = await t.call('policyholder/Login', { account: email, password: GOOD_PASSWORD });
    expect(login.data.member).toEqual({ ...member, emplid: agent.id });
    const info = await t.call('policyholder/MemberInfo', {}, { token: login.data.token });
    expect(info.data.emplid).toBe(agent.id);

    const code = await requestCode(t, email, 'login');
    const byCode = await t.call('policyholder/CodeLogin', { account: email, code });
    expect(byCode.data.member.emplid).toBe(agent.id);
  });

  it('is left out for a member in no book', async () => {
    const { email, password } = await registerMember(t);
    const login = await t.call('policyholder/Login', { account: email, password });
    expect(login.data.member).not.toHaveProperty('emplid');
  });
});

describe('public parameters in a signed body (SPEC §7, §9)', () => {
  it('are accepted by the strict call schemas and covered by the signature', async () => {
    const agent = await makeStaff(t, 'agent');
    const { email, member } = await registerInBook(agent.inviteCode);
    const login = await t.call('policyholder/Login', {
      account: email,
      password: GOOD_PASSWORD,
      ...publicParams(member.id, agent.id),
    });
    expect(login.code, login.msg).toBe(200);
    const token = login.data.token;
    const info = await t.call('policyholder/MemberInfo', publicParams(member.id, agent.id), {
      token,
    });
    expect(info.code).toBe(200);

    // A public parameter changed after signing is refused like any other field.
    const tampered = await t.call('policyholder/MemberInfo', publicParams(member.id), {
      token,
      sign: (fields) => ({ ...signedBody(fields), model: 'iPhone' }),
    });
    expect(tampered.code).toBe(403);
  });
});
