import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { isoDateToday } from '@app/contract/dates';
import { declarationsFor } from '@app/contract/testing/declarations';
import { validSection } from '@app/contract/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import type { BuiltServer } from '../../../../scripts/built-server.mjs';
import { signedClient } from '../../scripts/lib/signed-client.ts';
import type { SignedClient } from '../../scripts/lib/signed-client.ts';
import { fileFor } from '../reservation-helpers.ts';

/**
 * SIGKILL of the real server process while section saves, uploads and submits are in flight,
 * then a restart on the same DATA_DIR: every save answered 200 is there, and no reservation is
 * half submitted (SQLite's WAL rolls back what had not committed).
 */
const SAVERS = 8;
const SUBMITTERS = 8;
const today = isoDateToday();

let server: BuiltServer;
let api: SignedClient;
let session: string;

/** The customer section with a marker: the sequence number of the save that wrote it. */
const marked = (seq: number) =>
  JSON.stringify({
    ...validSection('customer', 'realEstate', today),
    mailingAddress: `Marker street ${seq}`,
  });
const markerOf = (data: { mailingAddress?: string } | undefined) =>
  Number(/Marker street (\d+)/.exec(data?.mailingAddress ?? '')?.[1] ?? -1);

async function newReservation() {
  const res = await api.call('policyholder/CreateAppoint', { productType: 'realEstate' }, session);
  expect(res.code, res.msg).toBe(200);
  return res.data.token as string;
}

/** Every section and file, so a submit would succeed. */
async function readyReservation() {
  const link = await newReservation();
  const save = (section: string, data: unknown) =>
    api.multipart(
      'policyholder/EditAppointInfo',
      { token: link, section, action: 'save', data: JSON.stringify(data) },
      session,
    );
  const customer = validSection('customer', 'realEstate', today);
  expect((await save('customer', customer)).code).toBe(200);
  expect((await save('bank', validSection('bank', 'realEstate', today))).code).toBe(200);
  const { declarations, signatures } = declarationsFor('realEstate', { customer }, today);
  const ids: Record<string, string> = {};
  const kinds = ['idCardFront', 'idCardBack', 'passFront', 'passBack', 'savingsCardFront'] as const;
  for (const kind of [...kinds, ...signatures]) {
    const file = { type: 'image/png', ...fileFor(kind) };
    const res = await api.multipart('platform/upload', { token: link, kind }, session, file);
    expect(res.code, res.msg).toBe(200);
    ids[kind] = res.data.id;
  }
  const documents = Object.fromEntries(kinds.map((kind) => [kind, ids[kind] ?? '']));
  expect((await save('upload', documents)).code).toBe(200);
  return { link, declarations };
}

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  api = signedClient(server.url, { timeoutMs: 10_000 });
  const login = await api.call('policyholder/Login', {
    account: 'demo@example.com',
    password: 'Demo1234',
  });
  session = login.data.token;
});
afterAll(async () => {
  await server?.close('SIGKILL');
});

describe('SIGKILL during saves and submits', () => {
  it('keeps every acknowledged save and never leaves a reservation half submitted', async () => {
    const saveLinks = await Promise.all(Array.from({ length: SAVERS }, newReservation));
    const ready: { link: string; declarations: string }[] = [];
    for (let i = 0; i < SUBMITTERS; i++) ready.push(await readyReservation());

    const acked = new Map<string, number>();
    const submitted = new Set<string>();
    let killed = false;
    const savers = saveLinks.map(async (link) => {
      for (let seq = 1; !killed && seq < 10_000; seq++) {
        const res = await api
          .multipart(
            'policyholder/EditAppointInfo',
            { token: link, section: 'customer', action: 'save', data: marked(seq) },
            session,
          )
          .catch(() => undefined);
        if (res?.code === 200) acked.set(link, seq);
      }
    });
    // Submits spread over the window, so some are in flight when the process dies.
    const submitters = ready.map(async ({ link, declarations }, i) => {
      await new Promise((resolve) => setTimeout(resolve, 40 * i));
      const res = await api
        .multipart(
          'policyholder/EditAppointInfo',
          { token: link, action: 'submit', declarations },
          session,
        )
        .catch(() => undefined);
      if (res?.code === 200) submitted.add(link);
    });
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 200));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all([...savers, ...submitters]);
    expect(acked.size).toBeGreaterThan(0);

    await server.restart();
    for (const link of saveLinks) {
      const res = await api.call('policyholder/checkAppointUrl', { token: link }, session);
      expect(res.code, res.msg).toBe(200);
      // The last acknowledged save, or a later one that committed before its answer went out.
      expect(markerOf(res.data.sections.customer?.data)).toBeGreaterThanOrEqual(
        acked.get(link) ?? -1,
      );
    }
    for (const link of submitted) {
      const res = await api.call('policyholder/checkAppointUrl', { token: link }, session);
      expect(res.code).toBe(409);
      expect(res.data.businessId).toBeTruthy();
    }
    await server.stop('SIGTERM');
    checkConsistency(server.dataDir, submitted);
  });
});

/** Straight from the SQLite file, with the server stopped. */
function checkConsistency(dataDir: string, acknowledged: Set<string>) {
  const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `select a.token, a.status, a.business_id, a.submitted_at,
           (select count(*) from businesses b where b.appointment_id = a.id) as businesses,
           (select count(*) from business_members m where m.business_id = a.business_id) as members,
           (select count(*) from status_changes s where s.business_id = a.business_id) as changes
         from appointments a`,
      )
      .all() as {
      token: string;
      status: string;
      business_id: string | null;
      submitted_at: number | null;
      businesses: number;
      members: number;
      changes: number;
    }[];
    for (const row of rows) {
      if (row.status === 'submitted') {
        expect(row, row.token).toMatchObject({ businesses: 1, members: 1, changes: 1 });
        expect(row.business_id).toBeTruthy();
        expect(row.submitted_at).toBeTruthy();
      } else {
        expect(row, row.token).toMatchObject({
          status: 'open',
          business_id: null,
          businesses: 0,
          submitted_at: null,
        });
      }
    }
    for (const token of acknowledged) {
      expect(rows.find((row) => row.token === token)?.status).toBe('submitted');
    }
    // Every upload row has its file: a file is moved into place before its row is written.
    const uploads = db.prepare('select storage_name from uploads').all() as {
      storage_name: string;
    }[];
    for (const { storage_name } of uploads) {
      expect(fs.existsSync(path.join(dataDir, 'uploads', storage_name))).toBe(true);
    }
  } finally {
    db.close();
  }
}
