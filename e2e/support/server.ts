import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { MALLOC_ENV } from '../../scripts/malloc-env.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and data (after stop). */
  restart(): Promise<void>;
  /** Stops it for good and removes the data folder it made (a DATA_DIR the caller named stays). */
  close(): Promise<void>;
}

/**
 * The built server (apps/server/dist, client in apps/web/dist) as a real process on 127.0.0.1 with
 * its own data folder: what a user reaches, not an in-process imitation.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  // glibc's allocator settings, as `npm start` sets them (also when vitest runs without npm test).
  const fullEnv: Record<string, string> = {
    ...MALLOC_ENV,
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: 'e2e-admin-token-0123456789',
    ...env,
  };
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    env: fullEnv,
    process: undefined as unknown as ChildProcess,
    async stop(signal = 'SIGTERM') {
      const child = server.process;
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    async restart() {
      await launch();
    },
    async close() {
      await server.stop();
      if (env.DATA_DIR === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  async function launch() {
    server.process = spawn(process.execPath, [entry], {
      env: fullEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (server.process.exitCode !== null)
        throw new Error(`server exited with ${server.process.exitCode}`);
      try {
        const res = await fetch(`${server.url}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start within 30 s');
  }
  await launch();
  return server;
}
