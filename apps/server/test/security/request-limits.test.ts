import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, multipart, newMember } from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { buildTestApp, signedBody } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { png } from '../upload-files.ts';
import { eventually } from './fixtures.ts';
import { storedNames } from '../stored-files.ts';

/**
 * Issue 34, point 7: a request cannot hold the server. Bodies and headers have a deadline
 * (REQUEST_TIMEOUT_MS, here short), multipart is taken only where a call takes it, a file is
 * written only after the signature and the session, and a client that goes away is logged as
 * such, not as a database fault.
 */
const TIMEOUT_MS = 400;
let t: TestApp;
let member: Member;
let port: number;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info', REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) },
    {
      logger: true,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  );
  member = await newMember(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const tmpDir = () => path.join(t.config.dataDir, 'tmp');

/**
 * Every name that appeared in DATA_DIR/tmp while `run` ran (a temporary file is removed again at
 * the answer, so only watching shows that one was written). A marker written afterwards, and seen,
 * proves that the watcher had caught up.
 */
async function writtenDuring(run: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>();
  const watcher = fs.watch(tmpDir(), (_event, name) => {
    if (name) seen.add(name);
  });
  try {
    await run();
    fs.writeFileSync(path.join(tmpDir(), 'marker'), '');
    await eventually(() => expect(seen.has('marker')).toBe(true));
  } finally {
    watcher.close();
    fs.rmSync(path.join(tmpDir(), 'marker'), { force: true });
  }
  seen.delete('marker');
  return [...seen];
}

/** A multipart POST with a 2 MiB file part (the file last, as the client sends it). */
async function postFile(apiPath: string, fields: Record<string, string>, token?: string) {
  const { payload, contentType } = multipart(fields, {
    name: 'photo.png',
    content: Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024, 1)]),
    type: 'image/png',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${apiPath}`,
    headers: {
      'content-type': contentType,
      'accept-language': 'en-US',
      ...(token ? { authorization: token } : {}),
    },
    payload,
  });
  return res.json() as { code: number; msg: string };
}

describe('multipart and files', () => {
  it('refuses multipart on a call that takes none, before reading it', async () => {
    let answer: { code: number } | undefined;
    const written = await writtenDuring(async () => {
      answer = await postFile('policyholder/Login', signedBody({ phone: '1', password: 'x' }));
    });
    expect(answer?.code).toBe(400);
    expect(written).toEqual([]);
  });

  it('writes nothing of an unsigned upload, and logs signature.invalid with the address', async () => {
    const token = await createReservation(t, member, 'education');
    const fields = { token, kind: 'idCardFront', type: 'miniapp', auth_token: member.token };
    let answer: { code: number } | undefined;
    const written = await writtenDuring(async () => {
      answer = await postFile('platform/upload', { ...fields, sign: 'A'.repeat(32) });
    });
    expect(answer?.code).toBe(403);
    expect(written).toEqual([]);
    expect(await storedNames(t, 'uploads')).toEqual([]);
    const event = lines.find((line) => line.event === 'signature.invalid');
    expect(event).toMatchObject({ ip: '127.0.0.1', reason: 'wrong signature', level: 40 });
  });

  it('writes nothing of a signed upload without a valid session', async () => {
    const token = await createReservation(t, member, 'education');
    const fields = signedBody({
      token,
      kind: 'idCardFront',
      type: 'miniapp',
      auth_token: 'not-a-session',
    });
    let answer: { code: number } | undefined;
    const written = await writtenDuring(async () => {
      answer = await postFile('platform/upload', fields, 'not-a-session');
    });
    expect(answer?.code).toBe(401);
    expect(written).toEqual([]);
  });

  it('refuses a file on a multipart call that takes no file (EditAppointInfo)', async () => {
    const token = await createReservation(t, member, 'education');
    const fields = signedBody({
      token,
      section: 'upload',
      action: 'save',
      data: '{}',
      auth_token: member.token,
    });
    let answer: { code: number } | undefined;
    const written = await writtenDuring(async () => {
      answer = await postFile('policyholder/EditAppointInfo', fields, member.token);
    });
    expect(answer?.code).toBe(400);
    expect(written).toEqual([]);
  });

  it('still writes and keeps a signed upload with a session', async () => {
    const token = await createReservation(t, member, 'education');
    const fields = signedBody({
      token,
      kind: 'idCardFront',
      type: 'miniapp',
      auth_token: member.token,
    });
    const { payload, contentType } = multipart(fields, { name: 'front.png', content: png(3, 2) });
    let answer: { code: number; msg: string } | undefined;
    const written = await writtenDuring(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/platform/upload',
        headers: { 'content-type': contentType, authorization: member.token },
        payload,
      });
      answer = res.json();
    });
    expect(answer?.code, answer?.msg).toBe(200);
    expect(written.length).toBeGreaterThan(0);
    expect(await storedNames(t, 'uploads')).toHaveLength(1);
  });
});

/** Opens a raw connection, sends `head`, and resolves with all the server said once it closed. */
function rawExchange(head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
    socket.write(head);
    socket.write(body);
  });
}

describe('deadlines', () => {
  it('cuts off a body that does not arrive within REQUEST_TIMEOUT_MS', async () => {
    const before = lines.filter((line) => line.msg === 'request').length;
    // A login form that announces 1000 bytes and sends 10, then nothing more.
    const answer = await rawExchange(
      'POST /api/policyholder/Login HTTP/1.1\r\nhost: localhost\r\n' +
        'content-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\n',
      Buffer.from('phone=1234'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The request never reached a handler.
    expect(lines.filter((line) => line.msg === 'request').length).toBe(before);
  });

  it('cuts off headers that do not end', async () => {
    const answer = await rawExchange(
      'GET /healthz HTTP/1.1\r\nhost: localhost\r\n',
      Buffer.alloc(0),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('a client that goes away', () => {
  it('is logged as an aborted request, not as the database being unavailable', async () => {
    const token = await createReservation(t, member, 'education');
    const fields = signedBody({
      token,
      kind: 'idCardFront',
      type: 'miniapp',
      auth_token: member.token,
    });
    const { payload, contentType } = multipart(fields, {
      name: 'photo.png',
      content: Buffer.concat([png(), Buffer.alloc(1024 * 1024, 2)]),
    });
    // Half of the body, then the connection is cut while the server is writing the file.
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/platform/upload HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${contentType}\r\n` +
        `authorization: ${member.token}\r\ncontent-length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await eventually(() => expect(fs.readdirSync(tmpDir()).length).toBeGreaterThan(0), 5000);
    socket.destroy();
    await closed;
    await eventually(() =>
      expect(lines.some((line) => line.msg === 'request aborted by the client')).toBe(true),
    );
    const aborted = lines.find((line) => line.msg === 'request aborted by the client');
    expect(aborted?.level).toBe(30);
    expect(lines.some((line) => line.msg === 'database unavailable')).toBe(false);
    expect(lines.some((line) => Number(line.level) >= 50)).toBe(false);
    await eventually(() => expect(fs.readdirSync(tmpDir())).toEqual([]));
  });
});
