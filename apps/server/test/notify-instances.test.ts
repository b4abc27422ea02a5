import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { runJobs } from '../src/jobs/registry.ts';
import { runDueMail } from '../src/notify/mail/outbox-worker.ts';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { freshPostgres, postgresEnv, testEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { useInstancesHarness } from './smtp-peer.ts';

/**
 * Two server instances on one database (PostgreSQL under test:pg, else one SQLite file): events
 * written through either, reminders run by both at once, and both workers sending at once: each
 * member gets each message once.
 */
const harness = useInstancesHarness();

async function twoInstances(): Promise<[FastifyInstance, FastifyInstance]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-instances-'));
  const postgres = await freshPostgres();
  harness.onCleanup(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const config = loadConfig({
      ...testEnv(dataDir),
      ADMIN_TOKEN,
      SMTP_URL: harness.smtp.url,
      ...(postgres ? postgresEnv(postgres.url) : {}),
    });
    const app = await buildApp(config, { logger: false });
    await app.ready();
    harness.onCleanup(() => app.close());
    return app;
  };
  const first = await start();
  return [first, await start()];
}

const statusChange = (app: FastifyInstance, businessId: string, status: string) =>
  app.inject({
    method: 'POST',
    url: `/admin/businesses/${businessId}/status`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ status }),
  });

describe('notifications across two instances', () => {
  it('events through either instance, reminders run by both: each mail sent once', async () => {
    const [a, b] = await twoInstances();
    const asTest = { app: a, config: a.ctx.config } as unknown as TestApp;
    const members: { id: string; email: string }[] = [];
    const businesses: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = newId();
      const email = `m${i}-${id}@example.com`;
      const now = Date.now();
      await a.ctx.db
        .insertInto('members')
        .values({
          id,
          name: `M${i}`,
          mobile: '13800138000',
          email,
          password_hash: 'x',
          created_at: now,
          updated_at: now,
          language: i % 2 ? 'en-US' : 'zh-CN',
        })
        .execute();
      members.push({ id, email });
      const businessId = await addBusiness(asTest, id);
      await a.ctx.db
        .updateTable('businesses')
        .set({ next_payment_date: '2030-03-31' })
        .where('id', '=', businessId)
        .execute();
      businesses.push(businessId);
    }
    // Two status changes per business through alternate instances: on PostgreSQL the second
    // round all at once (SQLite takes one writer at a time, so its instances take turns).
    const concurrent = a.ctx.dialect === 'postgres';
    for (const [round, status] of (['reviewing', 'pendingPayment'] as const).entries()) {
      const calls = businesses.map((id, i) => async () => {
        const res = await statusChange((i + round) % 2 ? a : b, id, status);
        expect(res.statusCode, res.body).toBe(200);
      });
      if (concurrent && round === 1) await Promise.all(calls.map((call) => call()));
      else for (const call of calls) await call();
    }
    // Both instances run the reminders at the same moment: one reminder per business. (SQLite:
    // one after the other, since two connections in one process cannot wait for each other.)
    const at = Date.parse('2030-03-17T09:00:00+08:00');
    const remind = async (app: FastifyInstance) => {
      const { jobs } = await runJobs({
        db: app.ctx.db,
        mailer: app.ctx.mailer,
        config: app.ctx.config,
        at,
      });
      return (jobs.reminders as { paymentDue14: number }).paymentDue14;
    };
    const reminded = concurrent
      ? await Promise.all([remind(a), remind(b)])
      : [await remind(a), await remind(b)];
    expect(reminded[0]! + reminded[1]!).toBe(businesses.length);
    // Both workers send at once (runJobs above may have sent some already).
    await Promise.all(
      [a, b].map((app, i) =>
        runDueMail({
          db: app.ctx.db,
          mailer: app.ctx.mailer,
          now: at,
          instanceId: `w${i}`,
          batch: 5,
        }),
      ),
    );
    const counts = harness.smtp.countsByRecipient();
    for (const member of members) expect(counts.get(member.email), member.email).toBe(3);
    const rows = await a.ctx.db.selectFrom('mail_outbox').select(['status', 'kind']).execute();
    expect(rows).toHaveLength(members.length * 3);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['sent']));
  });
});
