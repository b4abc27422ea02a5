import '@fastify/under-pressure';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerMember, uniqueEmail } from '../auth-helpers.ts';
import { clearAll } from '../../src/http/throttle.ts';
import { hashGateState, withHashSlot } from '../../src/sessions/hash-gate.ts';
import { buildTestApp } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { admin, ADMIN_TOKEN } from '../admin-helpers.ts';

/** Issue 34 point 6: password hashes at most one per core with a short queue; event-loop pressure. */

/** Holds the gate's one slot until the returned function is called, as a long hash would. */
async function holdTheSlot(): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void withHashSlot(() => held);
  await vi.waitFor(() => expect(hashGateState().running).toBe(1));
  return release;
}

describe('the password hash gate (PASSWORD_HASH_CONCURRENCY=1, PASSWORD_HASH_QUEUE=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '1',
      ADMIN_TOKEN,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (account: string, password: string, lang = 'en-US') =>
    t.call('policyholder/Login', { account, password }, { lang });

  it('queues one login, answers the next ones 503 at once, then lets the first in', async () => {
    const { email, password } = await registerMember(t);
    await clearAll(t.app.ctx.db);
    const release = await holdTheSlot();
    const first = login(email, password);
    await vi.waitFor(() => expect(hashGateState().waiting).toBe(1));

    const known = await login(email, 'Wrong-pass1');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong-pass1');
    const zh = await login(uniqueEmail('ghost'), 'Wrong-pass1', 'zh-CN');
    for (const busy of [known, unknown]) {
      expect(busy).toMatchObject({
        code: 503,
        msg: 'The server is busy, please try again in 5 s',
        data: { retryAfter: 5 },
      });
      expect(busy.http.statusCode).toBe(200);
      expect(busy.http.headers['retry-after']).toBe('5');
    }
    expect(zh.msg).toBe('服务器繁忙，请 5 秒后再试');

    release();
    const admitted = await first;
    expect(admitted.code, admitted.msg).toBe(200);
    expect(hashGateState()).toEqual({ running: 0, waiting: 0 });
  });

  it('makes an unknown account wait in the same queue as a known one', async () => {
    await clearAll(t.app.ctx.db);
    const release = await holdTheSlot();
    const ghost = login(uniqueEmail('ghost'), 'Wrong-pass1');
    // Without the dummy check going through the gate, it would answer without waiting here.
    await vi.waitFor(() => expect(hashGateState().waiting).toBe(1));
    release();
    expect((await ghost).code).toBe(400);
  });

  it('does not count a refused (503) attempt as a failed login', async () => {
    const { email, password } = await registerMember(t);
    await clearAll(t.app.ctx.db);
    const release = await holdTheSlot();
    const queued = login(uniqueEmail('ghost'), 'Wrong-pass1');
    await vi.waitFor(() => expect(hashGateState().waiting).toBe(1));
    for (let i = 0; i < 6; i += 1) expect((await login(email, 'Wrong-pass1')).code).toBe(503);
    release();
    await queued;
    expect((await login(email, password)).code).toBe(200);
  });

  it('answers a new password in the back office HTTP 503 while the queue is full', async () => {
    const release = await holdTheSlot();
    const queued = login(uniqueEmail('ghost'), 'Wrong-pass1');
    await vi.waitFor(() => expect(hashGateState().waiting).toBe(1));
    try {
      const created = await admin(t, 'POST', '/admin/staff', {
        email: 'busy@staff.example.com',
        name: 'Busy',
        role: 'agent',
        password: 'Busy2026x',
      });
      expect(created.status).toBe(503);
      expect(created.body).toMatchObject({ code: 503, data: { retryAfter: 5 } });
    } finally {
      release();
      await queued;
    }
  });
});

describe('event-loop pressure (@fastify/under-pressure)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any heap is above one byte: the app is under pressure from its first sample on.
    t = await buildTestApp({
      PRESSURE_MAX_HEAP_USED_BYTES: '1',
      ADMIN_TOKEN,
      METRICS_TOKEN: 'metrics-token-0123456789',
    });
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true), { timeout: 5000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers API calls with the 503 envelope, translated, at once', async () => {
    const en = await t.call('user/mobileList');
    expect(en).toMatchObject({
      code: 503,
      msg: 'The server is busy, please try again in 10 s',
      data: { retryAfter: 10 },
    });
    expect(en.http.statusCode).toBe(200);
    expect(en.http.headers['retry-after']).toBe('10');
    const zh = await t.call('user/mobileList', {}, { lang: 'zh-CN' });
    expect(zh.msg).toBe('服务器繁忙，请 10 秒后再试');
  });

  it('answers the back office with HTTP 503 and the same body', async () => {
    const res = await admin(t, 'GET', '/admin/appointments');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 503, data: { retryAfter: 10 } });
  });

  it('keeps /healthz answering', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('keeps the probes and the metrics answering (issue 38)', async () => {
    for (const url of ['/livez', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_requests_total');
  });
});

describe('default pressure settings', () => {
  it('shed nothing on an idle server', async () => {
    // The production default (the test helpers turn the loop-delay check off).
    const t = await buildTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1000' });
    try {
      // Once the plugin has taken its first sample (heap measured), the idle loop is not pressed.
      await vi.waitFor(() => expect(t.app.memoryUsage().heapUsed).toBeGreaterThan(0), {
        timeout: 5000,
      });
      expect(t.app.isUnderPressure()).toBe(false);
      expect((await t.call('user/mobileList')).code).toBe(200);
    } finally {
      await t.close();
    }
  });
});
