import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { freePort } from '../scripts/free-port.mjs';
import { repoRoot } from './support/server.ts';

/**
 * The README's first command: `npm start` serves the client and the API on the embedded
 * database with the demo account, on 127.0.0.1, saying loudly that it is a demo (issue 34).
 * (Run after the build, so it starts without rebuilding.)
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
let child: ReturnType<typeof spawn> | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the client and the API with the demo account', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    let healthy = false;
    for (let i = 0; i < 300 && !healthy && child.exitCode === null; i++) {
      healthy = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, 'server answered /healthz').toBe(true);
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('"orgNo":"demo-org"');
    const login = await apiClient(url)('policyholder/Login', {
      account: 'demo@example.com',
      password: 'Demo1234',
    });
    expect(login.code).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    // The warning of start-env.mjs and the server's own log line.
    expect(output).toMatch(/DEMO: this server seeds demo accounts whose passwords are published/);
    expect(output).toMatch(/DEMO: DEMO_DATA=1 seeded demo accounts/);
    expect(output).toContain('"host":"127.0.0.1"');
    // The data folder and the database are the server user's alone.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'app.sqlite')).mode & 0o777).toBe(0o600);
  });
});
