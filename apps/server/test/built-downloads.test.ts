import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../../scripts/built-server.mjs';
import { startServerProcess } from '../scripts/lib/server-process.ts';
import { signedClient } from '../scripts/lib/signed-client.ts';
import { CHUNK } from '../src/storage/sealed.ts';
import { s3Env } from './s3-server.ts';
import { bigPdf } from './upload-files.ts';

/**
 * D104: the built server decrypts a sealed file of several chunks in its worker threads, whose
 * module is a file of its own beside the bundle (dist/storage/unseal-worker.js). A member's
 * upload of four chunks and more comes back as sent, whole and by range, from the real process.
 * In the suite's S3 run (TEST_FILE_STORE=s3) the file is in the bucket, and the workers read it
 * through a signed URL (D105).
 */
let server: BuiltServer;
beforeAll(async () => {
  const bucket =
    process.env.TEST_FILE_STORE === 's3' ? await s3Env(`built-downloads-${process.pid}`) : {};
  server = await startServerProcess({ DEMO_DATA: '1', ...bucket });
});
afterAll(async () => {
  await server?.close('SIGKILL');
});

describe('the built server', () => {
  it('sends back a sealed upload of several chunks as it was sent, whole and by range', async () => {
    const api = signedClient(server.url);
    const login = await api.call('policyholder/Login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    const session = login.data.token as string;
    const created = await api.call(
      'policyholder/CreateAppoint',
      { productType: 'education' },
      session,
    );
    expect(created.code, created.msg).toBe(200);
    const content = bigPdf(4 * CHUNK);
    const sent = await api.multipart(
      'platform/upload',
      { token: created.data.token, kind: 'resume' },
      session,
      { name: 'cv.pdf', content, type: 'application/pdf' },
    );
    expect(sent.code, sent.msg).toBe(200);
    const url = `${server.url}/api/upload/file/${sent.data.id}`;
    const whole = await fetch(url, { headers: { authorization: session } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    const [start, end] = [CHUNK - 10, 3 * CHUNK + 10];
    const part = await fetch(url, {
      headers: { authorization: session, range: `bytes=${start}-${end}` },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(content.subarray(start, end + 1))).toBe(
      true,
    );
  });
});
