import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { business } from '@app/contract/calls/business';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoBusinesses } from '../src/features/business/demo.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-seed-'));
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(t: TestApp): Promise<string> {
  const res = await t.call('policyholder/Login', {
    account: 'demo@example.com',
    password: 'Demo1234',
  });
  expect(res.code).toBe(200);
  return res.data.token;
}

async function countDemo(t: TestApp): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo businesses', () => {
  it('gives the demo member at least 12 businesses, once however often the app starts', async () => {
    // Both apps on one DATA_DIR (one SQLite file); on PostgreSQL each gets its own database, so
    // idempotency is checked by seeding again on the same app.
    const first = await buildTestApp({ DEMO_DATA: '1', DATA_DIR: dataDir });
    opened.push(first);
    const token = await login(first);
    const list = await first.call('insuranceservice/getbusinessforuser', { size: '50' }, { token });
    expect(list.data.total).toBeGreaterThanOrEqual(12);
    const statuses = new Set(list.data.list.map((b: { status: string }) => b.status));
    expect(statuses.size).toBeGreaterThanOrEqual(6);
    const currencies = new Set(list.data.list.map((b: { currency: string }) => b.currency));
    expect([...currencies].sort()).toEqual(['CNY', 'HKD', 'USD']);
    const total = await countDemo(first);
    expect(await seedDemoBusinesses(first.app.ctx)).toBe(0);
    await first.app.close();

    const second = await buildTestApp({ DEMO_DATA: '1', DATA_DIR: dataDir });
    opened.push(second);
    expect(await countDemo(second)).toBe(total);
  });

  it('serves real documents, payments and histories', async () => {
    const t = opened.at(-1) as TestApp;
    const token = await login(t);
    const list = await t.call(
      'insuranceservice/getbusinessforuser',
      { status: 'inForce', size: '50' },
      { token },
    );
    let documents = 0;
    for (const item of list.data.list) {
      const detail = await t.call(
        'insuranceservice/GetSingleInsurance',
        { id: item.id },
        { token },
      );
      business.parse(detail.data);
      for (const doc of detail.data.documents) {
        const file = await t.app.inject({
          method: 'GET',
          url: doc.url,
          headers: { authorization: token },
        });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(doc.mime);
        const magic = doc.mime === 'application/pdf' ? '%PDF-' : '\x89PNG';
        expect(file.rawPayload.subarray(0, magic.length).toString('latin1')).toBe(magic);
        documents++;
      }
      const history = await t.call('insuranceservice/getstatuschange', { id: item.id }, { token });
      expect(history.data.at(-1).to).toBe('inForce');
      const payments = await t.call(
        'insuranceservice/getpaymentrecords',
        { id: item.id },
        { token },
      );
      expect(payments.data.total).toBeGreaterThan(0);
    }
    expect(documents).toBeGreaterThan(3);
  });
});
