import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEntry, startBuiltServer } from '../../../../scripts/built-server.mjs';
import type { BuiltServer, BuiltServerOptions } from '../../../../scripts/built-server.mjs';

/**
 * The built server (dist/server.js) as a real process on 127.0.0.1, for the load script and the
 * fault tests: what a crash, a kill or a lost database does to a process cannot be seen in
 * app.inject. API only (no web client), its own DATA_DIR, mail to DATA_DIR/outbox.
 */
const serverRoot = path.resolve(import.meta.dirname, '..', '..');

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

/**
 * Starts it with demo data and no web client. `stdout`: a file that receives its pino log (the
 * load script's --log); otherwise the log is dropped.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { stdout = 'ignore', pickPort }: Pick<BuiltServerOptions, 'stdout' | 'pickPort'> = {},
): Promise<BuiltServer> {
  ensureBuilt();
  return startBuiltServer({
    // No web client: WEB_DIST names a folder the build never makes.
    env: {
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(serverRoot, 'dist', 'no-web'),
      ...env,
    },
    stdout,
    tempPrefix: 'server-proc-',
    ...(pickPort ? { pickPort } : {}),
  });
}
