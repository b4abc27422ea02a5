import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import type { BuiltServer } from '../../../../scripts/built-server.mjs';
import { signedClient } from '../../scripts/lib/signed-client.ts';
import type { SignedClient } from '../../scripts/lib/signed-client.ts';
import { postgresBinDir, startCluster } from '../../scripts/lib/postgres-cluster.mjs';
import type { PgCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { postgresEnv } from '../helpers.ts';

// Its own cluster, which this test stops and starts (with-postgres.mjs's is shared).
const hasPostgres = () => postgresBinDir() !== undefined;

/**
 * PostgreSQL stops under a running server process and comes back: meanwhile every call answers
 * a clear code 500 quickly, the process stays up and /readyz answers 503 (issue 38); afterwards
 * /readyz is 200 and calls succeed again without a restart of the server (the pool reconnects).
 */
const UNAVAILABLE = {
  code: 500,
  msg: 'Service temporarily unavailable, please try again later',
  data: null,
};
let pg: PgCluster;
let server: BuiltServer;
let api: SignedClient;

beforeAll(async () => {
  if (!hasPostgres()) return;
  pg = await startCluster();
  server = await startServerProcess({ ...postgresEnv(pg.url), DEMO_DATA: '1' });
  api = signedClient(server.url, { timeoutMs: 15_000 });
});
afterAll(async () => {
  await server?.close('SIGKILL');
  pg?.destroy();
});

describe.skipIf(!hasPostgres())('PostgreSQL stopped under a running server', () => {
  it('answers a clear code 500 quickly, stays up, and recovers by itself', async () => {
    const login = await api.call('policyholder/Login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    expect(login.code, login.msg).toBe(200);
    const token: string = login.data.token;
    const link = (await api.call('policyholder/CreateAppoint', { productType: 'trust' }, token))
      .data.token;
    const calls = () => [
      api.call('policyholder/MemberInfo', {}, token),
      api.call('insuranceservice/getbusinessforuser', {}, token),
      api.call('policyholder/Login', { account: 'demo@example.com', password: 'Demo1234' }),
      api.multipart(
        'policyholder/EditAppointInfo',
        { token: link, section: 'customer', action: 'save', data: '{}' },
        token,
      ),
    ];

    pg.stop();
    for (let round = 0; round < 3; round++) {
      const started = Date.now();
      const answers = await Promise.all(calls());
      expect(Date.now() - started).toBeLessThan(5000);
      for (const res of answers) {
        expect({ code: res.code, msg: res.msg, data: res.data }).toEqual(UNAVAILABLE);
      }
    }
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The orchestrator's view: alive (no restart would help), not ready (send no traffic here).
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'ok', fileStore: 'ok' },
    });

    pg.start();
    // Ready again once the pool reaches the database, without a restart.
    let ready = await fetch(`${server.url}/readyz`);
    for (let i = 0; i < 50 && ready.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await fetch(`${server.url}/readyz`);
    }
    expect(ready.status).toBe(200);
    // The pool opens new connections on demand: the first calls after the start succeed.
    const deadline = Date.now() + 10_000;
    let info = await api.call('policyholder/MemberInfo', {}, token);
    while (info.code !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      info = await api.call('policyholder/MemberInfo', {}, token);
    }
    expect(info.code, info.msg).toBe(200);
    const list = await api.call('insuranceservice/getbusinessforuser', {}, token);
    expect(list.code).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/uncaught|unhandled/i);
  });
});
