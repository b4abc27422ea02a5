import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

/**
 * The built server (dist/server.js) as a real process on 127.0.0.1, for the load script and the
 * fault tests: what a crash, a kill or a lost database does to a process cannot be seen in
 * app.inject. API only (no web client), its own DATA_DIR, mail to DATA_DIR/outbox.
 */
const serverRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(serverRoot, 'dist', 'server.js');

/** The newest modification time of the files under `dir` (ms). */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds dist/server.js (about a second) when it is missing or older than the server's or the
 * contract's sources: a build left from before a change would test the old code.
 */
export function ensureBuilt(): void {
  if (fs.existsSync(serverEntry)) {
    const built = fs.statSync(serverEntry).mtimeMs;
    const sources = ['src', '../../packages/contract/src'].map((dir) => path.join(serverRoot, dir));
    if (sources.every((dir) => newestUnder(dir) <= built)) return;
  }
  execFileSync(process.execPath, [path.join(serverRoot, 'scripts', 'build.mjs')], {
    stdio: 'inherit',
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What the process wrote to stderr (crash reports land here). */
  stderr(): string;
  /** Ends the process with the signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and DATA_DIR. */
  restart(): Promise<void>;
  /** Removes DATA_DIR (after stop). */
  remove(): void;
}

export interface StartOptions {
  startTimeoutMs?: number;
  /** A file that receives the server's stdout (its pino log); otherwise the log is dropped. */
  logFile?: string;
}

export async function startServerProcess(
  env: Record<string, string> = {},
  { startTimeoutMs = 30_000, logFile }: StartOptions = {},
): Promise<ServerProcess> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'server-proc-'));
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  };
  let errors = '';
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child: undefined as unknown as ChildProcess,
    stderr: () => errors,
    async stop(signal = 'SIGTERM') {
      const child = server.child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    restart: () => launch(),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  async function launch() {
    const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
    const child = spawn(process.execPath, [serverEntry], {
      env: fullEnv,
      stdio: ['ignore', out, 'pipe'],
    });
    if (typeof out === 'number') fs.closeSync(out);
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    server.child = child;
    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${errors}`);
      try {
        if ((await fetch(`${server.url}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await server.stop('SIGKILL');
    throw new Error(`server did not start within ${startTimeoutMs} ms: ${errors}`);
  }
  await launch();
  return server;
}
