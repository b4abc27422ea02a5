import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signFields } from '@app/contract/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../../scripts/built-server.mjs';
import { startServerProcess } from '../scripts/lib/server-process.ts';

/**
 * Issue 38 point 6: a stop signal lets the requests in flight finish. The built server gets a
 * login whose body is still arriving when SIGTERM comes; the login is answered, new connections
 * are refused meanwhile, and the process closes its database and exits 0.
 */
let logDir: string;
let server: BuiltServer;
let slow: BuiltServer | undefined;
beforeAll(async () => {
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-log-'));
  server = await startServerProcess(
    { LOG_LEVEL: 'info', MAIL_WORKER_INTERVAL_MS: '100' },
    { stdout: path.join(logDir, 'server.log') },
  );
});
afterAll(async () => {
  await server?.close('SIGKILL');
  await slow?.close('SIGKILL');
  fs.rmSync(logDir, { recursive: true, force: true });
});

/** A POST whose body is sent in two halves: the second when `finish` is called. */
function halfSentLogin(url: string) {
  const body = new URLSearchParams(
    signFields(
      { account: 'demo@example.com', password: 'Demo1234' },
      { orgno: 'demo-org', secret: 'demo-secret' },
    ),
  ).toString();
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}/api/policyholder/Login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
      request.on('error', reject);
    },
  );
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

const refused = async (url: string) => {
  try {
    await fetch(`${url}/livez`);
    return false;
  } catch {
    return true;
  }
};

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections, closes the database, exits 0', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const login = halfSentLogin(server.url);
    // The headers are in: the request is in flight, its body half sent.
    const readLog = () => fs.readFileSync(path.join(logDir, 'server.log'), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    // The listener closes: a new connection is refused while the login still waits.
    let closed = false;
    for (let i = 0; i < 100 && !closed; i++) {
      closed = await refused(server.url);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(closed).toBe(true);
    expect(server.child.exitCode).toBeNull();

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    const envelope = JSON.parse(answer.body);
    expect(envelope.code, envelope.msg).toBe(200);
    expect(typeof envelope.data.token).toBe('string');
    // Its connection is closed after it, so a kept-alive client does not hold up the stop.
    expect(answer.connection).toBe('close');

    expect(await exited).toBe(0);
    const log = readLog();
    expect(log).toMatch(/"msg":"stopping: finishing the requests in flight"/);
    expect(log).toMatch(/"msg":"stopped"/);
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(fs.existsSync(path.join(server.dataDir, 'app.sqlite-wal'))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, 'app.sqlite'))).toBe(true);
  });
});

describe('a stop that cannot finish', () => {
  it('exits 1 after SHUTDOWN_GRACE_MS when a request never completes', async () => {
    slow = await startServerProcess({ LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '500' });
    // Its body never finishes: only REQUEST_TIMEOUT_MS (60 s) would end it.
    const login = halfSentLogin(slow.url);
    login.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => slow?.child.once('exit', resolve));
    slow.child.kill('SIGTERM');
    expect(await exited).toBe(1);
  });
});
