import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  ensureDemoMember,
} from '../src/features/auth/demo.ts';
import { findByEmail } from '../src/features/auth/members-repository.ts';
import { CURRENT_PARAMS, needsRehash, verifyPassword } from '../src/sessions/passwords.ts';
import { DEMO_STAFF } from '../src/staff/demo-staff.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { encryptPassword, pdaCall } from './staff-helpers.ts';
import { findStaffByEmail } from '../src/staff/staff-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: '1' });
});
afterAll(async () => {
  await t.close();
});

describe('the demo account', () => {
  it('exists when DEMO_DATA is on, once however often it is ensured', async () => {
    await ensureDemoMember(t.app.ctx);
    const rows = await t.app.ctx.db
      .selectFrom('members')
      .select(['name', 'mobile'])
      .where('email', '=', DEMO_EMAIL)
      .execute();
    expect(rows).toEqual([{ name: expect.stringContaining('Demo User'), mobile: '13800138000' }]);
    const res = await t.call('policyholder/Login', {
      account: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(res.code).toBe(200);
    expect(res.data.member.email).toBe(DEMO_EMAIL);
  });

  it('starts with hashes of the published passwords made with today’s parameters', async () => {
    const published = [
      { password: DEMO_PASSWORD, passwordHash: DEMO_PASSWORD_HASH },
      ...DEMO_STAFF,
    ];
    for (const { password, passwordHash } of published) {
      expect(await verifyPassword(password, passwordHash)).toBe(true);
      // Raising CURRENT_PARAMS means hashing these again (their logins would rehash anyway).
      expect(needsRehash(passwordHash, CURRENT_PARAMS)).toBe(false);
    }
    // A fresh start stores them as they are (the tests above and below log in, which rehashes).
    const fresh = await buildTestApp({ DEMO_DATA: '1' });
    try {
      const member = await findByEmail(fresh.app.ctx.db, DEMO_EMAIL);
      const admin = await findStaffByEmail(fresh.app.ctx.db, 'admin@example.com');
      expect([member?.password_hash, admin?.password_hash]).toEqual([
        DEMO_PASSWORD_HASH,
        DEMO_STAFF[0]!.passwordHash,
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('is not created when DEMO_DATA is off', async () => {
    const plain = await buildTestApp();
    try {
      expect(await findByEmail(plain.app.ctx.db, DEMO_EMAIL)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the demo staff', () => {
  it.each([
    ['admin@example.com', 'Admin2026', 'admin'],
    ['agent@example.com', 'Agent2026', 'agent'],
  ])('%s logs in to the handheld site as %s', async (email, password, role) => {
    const res = await pdaCall(t, 'pda/site/login', {
      username: email,
      password: await encryptPassword(t, password),
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.staff).toMatchObject({ email, role });
  });

  it("puts the demo member in the demo agent's book", async () => {
    const agent = await findStaffByEmail(t.app.ctx.db, 'agent@example.com');
    expect((await findByEmail(t.app.ctx.db, DEMO_EMAIL))?.staff_id).toBe(agent?.id);
  });
});
