import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import {
  encryptPassword,
  makeStaff,
  pdaCall,
  staffLogin,
  STAFF_PASSWORD,
} from './staff-helpers.ts';
import { resetThrottles } from './auth-helpers.ts';
import { setStaffDisabled } from '../src/staff/staff-accounts.ts';

const t = useTestApp();

describe('pda/site/publicKey', () => {
  it('answers SPEC’s 1024-bit RSA key with exponent 65537, the same on every call', async () => {
    const first = await pdaCall(t, 'pda/site/publicKey');
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ bits: 1024, exponent: 65537 });
    const key = crypto.createPublicKey(first.data.publicKey);
    expect(key.asymmetricKeyDetails).toMatchObject({ modulusLength: 1024, publicExponent: 65537n });
    expect((await pdaCall(t, 'pda/site/publicKey')).data.publicKey).toBe(first.data.publicKey);
  });
});

describe('pda/site/login', () => {
  it('takes the RSA-encrypted password and answers bearer, refresh, expiry and the staff', async () => {
    const staff = await makeStaff(t, 'operator');
    const res = await pdaCall(t, 'pda/site/login', {
      username: staff.email.toUpperCase(),
      password: await encryptPassword(t, STAFF_PASSWORD),
    });
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Login Successful');
    expect(res.data).toMatchObject({
      staff: { id: staff.id, email: staff.email, role: 'operator', name: staff.name },
      expire_in: 900,
    });
    expect(res.data.bearer_token).toMatch(/^[\w-]{43}$/);
    expect(res.data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(res.data.refresh_token).not.toBe(res.data.bearer_token);
  });

  it('refuses a plain password with a clear message, even the right one', async () => {
    const staff = await makeStaff(t, 'operator');
    const res = await pdaCall(t, 'pda/site/login', {
      username: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(res).toMatchObject({
      code: 400,
      msg: expect.stringContaining("encrypted with this site's key"),
    });
  });

  it('refuses a password encrypted with another key', async () => {
    const staff = await makeStaff(t, 'operator');
    const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    const foreign = crypto
      .publicEncrypt(
        { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(STAFF_PASSWORD),
      )
      .toString('base64');
    const res = await pdaCall(t, 'pda/site/login', { username: staff.email, password: foreign });
    expect(res.code).toBe(400);
    expect(res.msg).toContain("encrypted with this site's key");
  });

  it('says the same for a wrong password, an unknown account and a disabled one', async () => {
    const staff = await makeStaff(t, 'agent');
    const disabled = await makeStaff(t, 'agent');
    await setStaffDisabled(t.app.ctx.db, disabled.id, true);
    const attempts = [
      { username: staff.email, password: 'Wrong2026x' },
      { username: 'nobody@staff.example.com', password: STAFF_PASSWORD },
      { username: disabled.email, password: STAFF_PASSWORD },
    ];
    for (const attempt of attempts) {
      const res = await pdaCall(t, 'pda/site/login', {
        username: attempt.username,
        password: await encryptPassword(t, attempt.password),
      });
      expect(res).toMatchObject({ code: 400, msg: 'Incorrect account or password', data: null });
    }
  });

  it('locks an account out for a while after five failures, then lets the owner back in', async () => {
    await resetThrottles(t);
    const staff = await makeStaff(t, 'operator');
    const wrong = await encryptPassword(t, 'Wrong2026x');
    for (let i = 0; i < 5; i++) {
      expect(
        (await pdaCall(t, 'pda/site/login', { username: staff.email, password: wrong })).code,
      ).toBe(400);
    }
    const locked = await pdaCall(t, 'pda/site/login', {
      username: staff.email,
      password: await encryptPassword(t, STAFF_PASSWORD),
    });
    expect(locked.code).toBe(429);
    expect(locked.data.retryAfter).toBeGreaterThan(0);
    await resetThrottles(t);
    await expect(staffLogin(t, staff.email)).resolves.toHaveProperty('bearer_token');
  });
});

describe('pda/site/refresh', () => {
  it('rotates: each refresh token works once and gives a new pair', async () => {
    const staff = await makeStaff(t, 'operator');
    const first = await staffLogin(t, staff.email);
    const second = await pdaCall(t, 'pda/site/refresh', { refresh_token: first.refresh_token });
    expect(second.code).toBe(200);
    expect(second.data.expire_in).toBe(900);
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    expect(second.data.bearer_token).not.toBe(first.bearer_token);
    const third = await pdaCall(t, 'pda/site/refresh', {
      refresh_token: second.data.refresh_token,
    });
    expect(third.code).toBe(200);
  });

  it('revokes the bearer token it replaces at once, and only that login’s', async () => {
    const staff = await makeStaff(t, 'operator');
    const me = async (bearer: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin/me',
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).statusCode;
    const first = await staffLogin(t, staff.email);
    const otherDevice = await staffLogin(t, staff.email);
    expect(await me(first.bearer_token)).toBe(200);
    const refreshed = await pdaCall(t, 'pda/site/refresh', { refresh_token: first.refresh_token });
    expect(refreshed.code).toBe(200);
    // The old token answers as an expired one would, though its 15 minutes are not up.
    expect(await me(first.bearer_token)).toBe(401);
    expect((await pdaCall(t, 'pda/site/logout', {}, first.bearer_token)).code).toBe(401);
    expect(await me(refreshed.data.bearer_token)).toBe(200);
    expect(await me(otherDevice.bearer_token)).toBe(200);
  });

  it('ends the whole login when a spent refresh token comes back', async () => {
    const staff = await makeStaff(t, 'operator');
    const first = await staffLogin(t, staff.email);
    const rotated = await pdaCall(t, 'pda/site/refresh', { refresh_token: first.refresh_token });
    const replay = await pdaCall(t, 'pda/site/refresh', { refresh_token: first.refresh_token });
    expect(replay).toMatchObject({
      code: 401,
      msg: 'This sign-in was used elsewhere; please log in again',
    });
    // The thief's copy and the owner's fresh pair are both dead now.
    const afterReuse = await pdaCall(t, 'pda/site/refresh', {
      refresh_token: rotated.data.refresh_token,
    });
    expect(afterReuse.code).toBe(401);
    expect((await pdaCall(t, 'pda/site/logout', {}, rotated.data.bearer_token)).code).toBe(401);
  });

  it('refuses an unknown refresh token and a bearer token used as one', async () => {
    const staff = await makeStaff(t, 'operator');
    const tokens = await staffLogin(t, staff.email);
    expect((await pdaCall(t, 'pda/site/refresh', { refresh_token: 'x'.repeat(43) })).code).toBe(
      401,
    );
    expect(
      (await pdaCall(t, 'pda/site/refresh', { refresh_token: tokens.bearer_token })).code,
    ).toBe(401);
  });
});

describe('pda/site/logout', () => {
  it('ends the login: its bearer and refresh tokens stop working', async () => {
    const staff = await makeStaff(t, 'auditor');
    const tokens = await staffLogin(t, staff.email);
    const out = await pdaCall(t, 'pda/site/logout', {}, tokens.bearer_token);
    expect(out).toMatchObject({ code: 200, msg: 'Log Out Successful' });
    expect((await pdaCall(t, 'pda/site/logout', {}, tokens.bearer_token)).code).toBe(401);
    expect(
      (await pdaCall(t, 'pda/site/refresh', { refresh_token: tokens.refresh_token })).code,
    ).toBe(401);
  });

  it('ends logins when the member of staff is disabled', async () => {
    const staff = await makeStaff(t, 'agent');
    const tokens = await staffLogin(t, staff.email);
    await setStaffDisabled(t.app.ctx.db, staff.id, true);
    expect(
      (await pdaCall(t, 'pda/site/refresh', { refresh_token: tokens.refresh_token })).code,
    ).toBe(401);
    expect((await pdaCall(t, 'pda/site/logout', {}, tokens.bearer_token)).code).toBe(401);
  });
});
