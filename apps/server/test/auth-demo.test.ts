import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoMember } from '../src/features/auth/demo.ts';
import { findByEmail } from '../src/features/auth/members-repository.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

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

  it('is not created when DEMO_DATA is off', async () => {
    const plain = await buildTestApp();
    try {
      expect(await findByEmail(plain.app.ctx.db, DEMO_EMAIL)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
