import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startScheduler } from '../src/jobs/scheduler.ts';
import { createMetrics } from '../src/monitoring/metrics.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { buildTestApp, freshPostgres, postgresEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';

/** Issue 38 point 6: the probes and the metrics an operator watches. */
const METRICS_TOKEN = 'metrics-token-0123456789';

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/livez and /readyz', () => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof freshPostgres>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    // Its own folder and database, so that a second app can open them again.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probes-'));
    postgres = await freshPostgres();
    env = { DATA_DIR: dataDir, ...(postgres ? postgresEnv(postgres.url) : {}) };
  });
  afterAll(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answer 200 while the database and the file store answer', async () => {
    const t = await buildTestApp(env);
    try {
      const live = await get(t, '/livez');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await get(t, '/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', fileStore: 'ok' },
      });
      // The existing probe stays as it was.
      expect((await get(t, '/healthz')).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('/readyz turns 503 naming the database when it stops answering, 200 again when it is back', async () => {
    const t = await buildTestApp(env);
    try {
      // The database's handle (SQLite) or pool (PostgreSQL) closed under the running app.
      await t.app.ctx.db.destroy();
      const ready = await get(t, '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', migrations: 'ok', fileStore: 'ok' },
      });
      expect(ready.headers['cache-control']).toBe('no-store');
      // The process itself still answers: no restart is asked for.
      expect((await get(t, '/livez')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    // The same data opened again (a restarted instance, the database back).
    const again = await buildTestApp(env);
    try {
      expect((await get(again, '/readyz')).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('/metrics', () => {
  it('refuses a METRICS_TOKEN shorter than 16 characters at start, naming it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('is unknown (404) without METRICS_TOKEN', async () => {
    const t = await buildTestApp();
    try {
      const res = await get(t, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The outbox's worker on a short timer, so that the job runs show.
      t = await buildTestApp({ METRICS_TOKEN, MAIL_WORKER_INTERVAL_MS: '50' });
    });
    afterAll(() => t.close());
    const scrape = () => get(t, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });

    it('refuses a missing or wrong token with 401', async () => {
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Bearer ${METRICS_TOKEN}x`,
        METRICS_TOKEN,
      ]) {
        const res = await get(t, '/metrics', authorization ? { authorization } : {});
        expect(res.statusCode, authorization).toBe(401);
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('counts requests by route pattern and status class, never by raw URL', async () => {
      const call = await t.call('policyholder/Login', {
        account: 'nobody@example.com',
        password: 'Wrong1234',
      });
      expect(call.http.statusCode).toBe(200);
      expect((await get(t, '/no/such/path/12345')).statusCode).toBe(404);
      const res = await scrape();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toMatch(
        /^http_requests_total\{method="POST",route="\/api\/policyholder\/Login",status_class="2xx"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="POST",route="\/api\/policyholder\/Login",status_class="2xx"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} 1$/m,
      );
      expect(text).not.toContain('12345');
      // prom-client's process metrics and the password-hash gate.
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^password_hash_running 0$/m);
      expect(text).toMatch(/^password_hash_waiting 0$/m);
      expect(text).toMatch(/^password_hash_limits\{limit="concurrency"\} \d+$/m);
    });

    it('shows the outbox by status, read from the database at each scrape', async () => {
      const row = (id: string, status: 'queued' | 'failed') => ({
        id,
        member_id: null,
        to_address: 'someone@example.com',
        kind: 'notice',
        language: 'en-US',
        subject: 's',
        text_body: 't',
        html_body: null,
        dedupe_key: null,
        status,
        attempts: status === 'failed' ? 10 : 0,
        // Not due for a day: the worker leaves it queued.
        next_attempt_at: Date.now() + 86_400_000,
        claimed_by: null,
        claimed_until: null,
        last_error: null,
        created_at: Date.now(),
        sent_at: null,
      });
      await t.app.ctx.db
        .insertInto('mail_outbox')
        .values([row('m1', 'queued'), row('m2', 'failed'), row('m3', 'failed')])
        .execute();
      const text = (await scrape()).body;
      expect(text).toMatch(/^mail_outbox_messages\{status="queued"\} 1$/m);
      expect(text).toMatch(/^mail_outbox_messages\{status="failed"\} 2$/m);
      expect(text).toMatch(/^mail_outbox_messages\{status="sent"\} 0$/m);
    });

    it('counts the scheduled jobs’ runs', async () => {
      let text = '';
      for (
        let i = 0;
        i < 100 && !/job_runs_total\{job="mailOutbox",outcome="ok"\}/.test(text);
        i++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        text = (await scrape()).body;
      }
      expect(text).toMatch(/^job_runs_total\{job="mailOutbox",outcome="ok"\} [1-9]\d*$/m);
      expect(text).toMatch(/^job_run_duration_seconds_count\{job="mailOutbox"\} [1-9]\d*$/m);
      expect(text).toMatch(/^job_last_success_timestamp_seconds\{job="mailOutbox"\} \d/m);
    });

    it('counts a call answered with the server’s fault, and still answers without the database', async () => {
      await t.app.ctx.db.destroy();
      const call = await t.call('policyholder/Login', {
        account: 'nobody@example.com',
        password: 'Wrong1234',
      });
      expect(call.code).toBe(500);
      const res = await scrape();
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /^http_server_errors_total\{method="POST",route="\/api\/policyholder\/Login",reason="(unhandled|unavailable)"\} 1$/m,
      );
      // No database: no outbox samples (alert on absent()), the rest as before.
      expect(res.body).not.toMatch(/^mail_outbox_messages\{/m);
    });
  });
});

describe('the job metrics', () => {
  it('count a failing run as failed, apart from the job’s successes', async () => {
    const metrics = createMetrics({} as never, { concurrency: 1, queue: 4 });
    let runs = 0;
    const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
    const scheduler = startScheduler({
      jobs: [
        {
          name: 'flaky',
          run: async () => {
            runs += 1;
            if (runs % 2 === 1) throw new Error('down');
            return {};
          },
        },
      ],
      intervalsMs: { flaky: 10 },
      db: {} as never,
      mailer: { send: async () => undefined, close: () => undefined },
      config: {} as never,
      instanceId: 'metrics-test',
      log: quiet,
      onRun: metrics.recordJobRun,
    });
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    } finally {
      await scheduler.stop();
    }
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^job_runs_total\{job="flaky",outcome="failed"\} [1-9]\d*$/m);
    expect(text).toMatch(/^job_runs_total\{job="flaky",outcome="ok"\} [1-9]\d*$/m);
    // A database that cannot be asked leaves the outbox without samples; the scrape still works.
    expect(text).not.toMatch(/^mail_outbox_messages\{/m);
  });
});
