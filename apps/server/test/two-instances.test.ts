import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { enqueueMail } from '../src/notify/mail/outbox.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { createReservation, multipart, newMember, upload } from './reservation-helpers.ts';
import { addBusiness } from './business-fixtures.ts';
import { buildTestApp, freshPostgres, postgresEnv } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { sampleMail } from './mail-outbox-helpers.ts';
import { s3Env } from './s3-server.ts';
import { useInstancesHarness } from './smtp-peer.ts';
import { pdf, png, storedImage } from './upload-files.ts';

/**
 * Issue 38 point 7: two server instances behind one load balancer, on one database (PostgreSQL
 * under test:pg, else one SQLite file) and one bucket (the local S3 server), each with a DATA_DIR
 * of its own as on two hosts. A file uploaded through one is read through the other; with both
 * outbox timers running, each queued mail goes out once; neither host's disk holds a file.
 */
const harness = useInstancesHarness();

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function twoInstances(): Promise<{ a: TestApp; b: TestApp; dirs: [string, string] }> {
  const postgres = await freshPostgres();
  // Without PostgreSQL the two share the SQLite file, so the folder too; with it, one folder each.
  const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-a-'));
  const dirB = postgres ? fs.mkdtempSync(path.join(os.tmpdir(), 'instance-b-')) : dirA;
  harness.onCleanup(async () => {
    await postgres?.drop();
    for (const dir of new Set([dirA, dirB])) fs.rmSync(dir, { recursive: true, force: true });
  });
  // One bucket and prefix for both: what one stores, the other finds.
  const bucket = await s3Env(dirA);
  const start = async (dataDir: string) => {
    const app = await buildTestApp({
      DATA_DIR: dataDir,
      ...(postgres ? postgresEnv(postgres.url) : {}),
      ...bucket,
      ADMIN_TOKEN,
      SMTP_URL: harness.smtp.url,
      MAIL_WORKER_INTERVAL_MS: '50',
    });
    harness.onCleanup(() => app.close());
    return app;
  };
  const a = await start(dirA);
  return { a, b: await start(dirB), dirs: [dirA, dirB] };
}

describe('two instances, one database, one bucket', () => {
  it('reads through one what was uploaded through the other, and keeps no file on either disk', async () => {
    const { a, b, dirs } = await twoInstances();
    const member = await newMember(a);
    const token = await createReservation(a, member, 'trust');
    const sent = await upload(a, member, token, 'idCardFront', { name: 'id.png', content: png() });
    expect(sent.code, sent.msg).toBe(200);

    // The member's session and the file, both through the other instance.
    const read = await b.app.inject({
      method: 'GET',
      url: `/api/upload/file/${sent.data.id}`,
      headers: { authorization: member.token },
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(await storedImage(png(), 'image/png'));

    // Staff attach a document through the second; the member reads it through the first.
    const businessId = await addBusiness(b, member.id);
    const { payload, contentType } = multipart(
      {},
      { name: 'policy.pdf', content: pdf(), type: 'application/pdf' },
    );
    const attached = await b.app.inject({
      method: 'POST',
      url: `/admin/businesses/${businessId}/documents`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': contentType },
      payload,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const documentId = (attached.json() as { data: { id: string } }).data.id;
    const document = await a.app.inject({
      method: 'GET',
      url: `/api/business/document/${documentId}`,
      headers: { authorization: member.token },
    });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload).toEqual(pdf());

    // Nothing of either file on either host: only the embedded database and its key (SQLite).
    const notStored = /^(data\.key|.*\.(db|sqlite)(-wal|-shm|-journal)?)$/;
    for (const dir of dirs) {
      expect(filesUnder(dir).filter((file) => !notStored.test(file))).toEqual([]);
    }
  });

  it('sends each queued mail once while both instances run the outbox on their timers', async () => {
    const { a, b } = await twoInstances();
    const mails = Array.from({ length: 40 }, () => sampleMail());
    for (const [index, mail] of mails.entries()) {
      await enqueueMail((index % 2 ? a : b).app.ctx.db, mail);
    }
    await vi.waitFor(() => expect(harness.smtp.state.received).toHaveLength(40), {
      timeout: 20_000,
    });
    const counts = harness.smtp.countsByRecipient();
    expect(mails.every((mail) => counts.get(mail.to) === 1)).toBe(true);
  });
});
