import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPayees } from '../src/features/remittance/demo.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** DESIGN.md: the embedded demo data has payees for every insurer of the demo book. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: '1' });
});
afterAll(async () => {
  await t.close();
});

describe('demo payees', () => {
  it('offer official accounts on every demo business with an insurer, seeded once', async () => {
    const login = await t.call('policyholder/Login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    const token = login.data.token as string;
    const list = await t.call('insuranceservice/getbusinessforuser', { size: '50' }, { token });
    const rows = await t.app.ctx.db
      .selectFrom('businesses as b')
      .innerJoin('insurers as i', 'i.code', 'b.insurer')
      .select('b.id')
      .execute();
    const withInsurer = new Set(rows.map((r) => r.id));
    expect(withInsurer.size).toBeGreaterThan(5);
    for (const item of list.data.list as { id: string }[]) {
      if (!withInsurer.has(item.id)) continue;
      const payees = await t.call('remittance/payees', { businessId: item.id }, { token });
      expect(payees.data.list.length, item.id).toBeGreaterThanOrEqual(2);
    }
    expect(await seedDemoPayees(t.app.ctx)).toBe(0);
  });
});
