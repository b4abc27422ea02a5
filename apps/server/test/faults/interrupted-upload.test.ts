import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUploads } from '../../src/features/reservation/reservations-repository.ts';
import {
  createReservation,
  newMember,
  storedReservation,
  upload,
  fileFor,
} from '../reservation-helpers.ts';
import type { Member } from '../reservation-helpers.ts';
import { buildTestApp, signedBody } from '../helpers.ts';
import type { TestApp } from '../helpers.ts';
import { eventually } from '../security/fixtures.ts';
import { png } from '../upload-files.ts';
import { storedNames } from '../stored-files.ts';

/**
 * A phone losing its connection halfway through a photo: the socket dies mid-body. Nothing may be
 * left in DATA_DIR/tmp or DATA_DIR/uploads, and the server goes on serving. Real sockets against
 * the listening server, since app.inject cannot cut a body in half.
 */
const DECLARED = 8 * 1024 * 1024;
let t: TestApp;
let member: Member;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  member = await newMember(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const filesIn = (dir: string) => fs.readdirSync(path.join(t.config.dataDir, dir));

/** Sends the text fields and part of a file, waits until it is being written, then cuts. */
async function cutUpload(apiPath: string, fields: Record<string, string>) {
  const boundary = '----cut' + Date.now();
  const head = Buffer.concat([
    ...Object.entries(signedBody({ ...fields, auth_token: member.token, lang: 'en-US' })).map(
      ([key, value]) =>
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
        ),
    ),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.png"\r\n` +
        'content-type: image/png\r\n\r\n',
    ),
    png(),
  ]);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/${apiPath}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(DECLARED),
      authorization: member.token,
    },
  });
  const closed = new Promise<void>((resolve) => {
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
  req.write(head);
  // A quarter of the declared body, in chunks, as a slow uplink sends it.
  for (let i = 0; i < 16; i++) req.write(Buffer.alloc(128 * 1024, i));
  // The temporary file exists: the server is mid-stream when the connection dies.
  await eventually(() => expect(filesIn('tmp').length).toBeGreaterThan(0), 5000);
  req.destroy();
  await closed;
}

describe('an upload cut off mid-stream', () => {
  // EditAppointInfo is multipart but takes no file: one is refused before anything is written
  // (security/request-limits.test.ts).
  it.each([
    ['platform/upload', (token: string) => ({ token, kind: 'idCardFront', type: 'miniapp' })],
  ])('%s leaves no file behind and the server keeps serving', async (apiPath, fields) => {
    const token = await createReservation(t, member, 'realEstate');
    const before = await storedNames(t, 'uploads');
    await cutUpload(apiPath, fields(token));
    await eventually(() => expect(filesIn('tmp')).toEqual([]), 5000);
    expect(await storedNames(t, 'uploads')).toEqual(before);
    const { id } = await storedReservation(t, token);
    expect(await listUploads(t.app.ctx.db, id)).toEqual([]);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const res = await upload(t, member, token, 'idCardFront', fileFor('idCardFront'));
    expect(res.code, res.msg).toBe(200);
  });

  it('survives many cut uploads at once', async () => {
    const token = await createReservation(t, member, 'realEstate');
    const before = await storedNames(t, 'uploads');
    await Promise.all(
      Array.from({ length: 8 }, () =>
        cutUpload('platform/upload', { token, kind: 'idCardFront', type: 'miniapp' }),
      ),
    );
    await eventually(() => expect(filesIn('tmp')).toEqual([]), 5000);
    expect(await storedNames(t, 'uploads')).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
