import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner, startEnv } from '../../../scripts/start-env.mjs';
import { serverEntry } from '../../../scripts/built-server.mjs';
import { scriptAccess } from '../src/features/admin/access.ts';
import { parseArgs } from '../src/features/admin/cli-args.ts';
import { commands } from '../src/features/admin/cli-commands.ts';
import { ConfigError, isLoopbackHost, loadConfig } from '../src/config.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/features/auth/demo.ts';
import { DEMO_STAFF } from '../src/staff/demo-staff.ts';
import { ensureBuilt, startServerProcess } from '../scripts/lib/server-process.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { encryptPassword, pdaCall, staffLogin } from './staff-helpers.ts';

/**
 * Issue 34 point 1: no account anyone knows the password of unless DEMO_DATA=1 asks for the demo,
 * which only a loopback listener may have; the first admin comes from the CLI with a one-time link.
 */
let t: TestApp;
beforeAll(async () => {
  // testEnv names no DEMO_DATA: this is a server started as a deployment starts it.
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: 'staff' | 'members') =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a server started without DEMO_DATA', () => {
  it('seeds no demo data, on the embedded database as on PostgreSQL', () => {
    expect(loadConfig({}).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DATA_KEY: 'a'.repeat(64) }).demoData).toBe(
      false,
    );
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('has no staff and no member account, so no published password logs in', async () => {
    expect(await count('staff')).toBe(0);
    expect(await count('members')).toBe(0);
    const member = await t.call('policyholder/Login', {
      account: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(member.code).toBe(400);
    for (const demo of DEMO_STAFF) {
      const staff = await pdaCall(t, 'pda/site/login', {
        username: demo.email,
        password: await encryptPassword(t, demo.password),
      });
      expect(staff.code).not.toBe(200);
      expect(staff.data?.bearer_token).toBeUndefined();
    }
  });
});

describe('DEMO_DATA=1 outside loopback', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'office.example.com'])(
    'is refused with HOST=%s, the message naming DEMO_DATA',
    (host) => {
      expect(() => loadConfig({ DEMO_DATA: '1', HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ DEMO_DATA: '1', HOST: host })).toThrow(/DEMO_DATA/);
      // Without the demo, any host is fine.
      expect(loadConfig({ HOST: host }).host).toBe(host);
    },
  );

  it('is allowed on 127.0.0.0/8, ::1 and localhost', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(loadConfig({ DEMO_DATA: '1', HOST: host }).demoData).toBe(true);
    }
    for (const host of ['128.0.0.1', '127.0.0.256', '0.0.0.0', '::', 'localhost.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('stops the built server at start with an error naming DEMO_DATA', () => {
    ensureBuilt();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-refused-'));
    try {
      const run = spawnSync(process.execPath, [serverEntry], {
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          DEMO_DATA: '1',
          HOST: '0.0.0.0',
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/DEMO_DATA/);
      expect(run.stderr).toMatch(/loopback/);
      // Refused before anything was seeded.
      expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says in the built server’s log that it is a demo when it starts on loopback', async () => {
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-log-'));
    const logFile = path.join(logDir, 'server.log');
    const server = await startServerProcess({ DEMO_DATA: '1' }, { stdout: logFile });
    try {
      await server.stop();
      expect(fs.readFileSync(logFile, 'utf8')).toMatch(/DEMO: DEMO_DATA=1 seeded demo accounts/);
    } finally {
      await server.close();
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  });
});

describe('npm start (scripts/start-env.mjs)', () => {
  it('asks for the demo on 127.0.0.1 in ./data unless told otherwise, and says so loudly', () => {
    const env = startEnv({ PATH: '/bin' }, '/repo');
    expect(env).toMatchObject({ DEMO_DATA: '1', HOST: '127.0.0.1', DATA_DIR: '/repo/data' });
    const banner = startBanner(env).join('\n');
    expect(banner).toMatch(/DEMO/);
    expect(banner).toContain('Admin2026');
    expect(banner).toMatch(/staff:create/);
  });

  it('keeps what the caller set, and prints no demo warning without the demo', () => {
    const env = startEnv({ DEMO_DATA: '0', HOST: '0.0.0.0', DATA_DIR: '/srv/data' }, '/repo');
    expect(env).toMatchObject({ DEMO_DATA: '0', HOST: '0.0.0.0', DATA_DIR: '/srv/data' });
    expect(startBanner(env)).toEqual([]);
    // The combination npm start would refuse is refused by the server, not silently changed.
    expect(startEnv({ HOST: '0.0.0.0' }, '/repo')).toMatchObject({
      DEMO_DATA: '1',
      HOST: '0.0.0.0',
    });
  });
});

describe('the first admin (npm run admin -- staff:create)', () => {
  it('gets a one-time set-password link, never a password, and the link works once', async () => {
    const args = parseArgs([
      'staff:create',
      '--email',
      'owner@office.example.com',
      '--name',
      'Owner',
      '--role',
      'admin',
    ]);
    const run = commands['staff:create'];
    if (!run) throw new Error('no staff:create command');
    const created = (await run({ ...t.app.ctx, access: scriptAccess }, args)) as {
      staff: { id: string; role: string };
      link: string;
      password?: string;
    };
    expect(created.staff.role).toBe('admin');
    expect(created.password).toBeUndefined();
    const token = /\/pda\/#\/set-password\?token=([\w-]+)$/.exec(created.link)?.[1] ?? '';
    expect(token).not.toBe('');
    // The same link went by mail; no password logs in before it is used.
    expect(t.mail.at(-1)?.text).toContain(created.link);
    await expect(staffLogin(t, 'owner@office.example.com', 'Admin2026')).rejects.toThrow();

    const set = await pdaCall(t, 'pda/site/setPassword', {
      token,
      password: await encryptPassword(t, 'Harbour-Kite-77'.replace(/-/g, '')),
    });
    expect(set.code, set.msg).toBe(200);
    const tokens = await staffLogin(t, 'owner@office.example.com', 'HarbourKite77');
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/me',
      headers: { authorization: `Bearer ${tokens.bearer_token}` },
    });
    expect(me.json().data).toMatchObject({ role: 'admin', email: 'owner@office.example.com' });

    const again = await pdaCall(t, 'pda/site/setPassword', {
      token,
      password: await encryptPassword(t, 'Another2026x'),
    });
    expect(again.code).toBe(400);
  });
});
