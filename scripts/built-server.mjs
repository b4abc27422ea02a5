// The built server (apps/server/dist/server.js) as a child process on 127.0.0.1 and a free port:
// what the browser tests, the fault tests, the load script and the bench start. Each of them adds
// its own configuration (demo data, a client or none, TLS, log level); this starts the process,
// waits for /healthz, stops, restarts and cleans up in one way for all of them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

export const serverEntry = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');

/** GET /healthz answers 200; a listener that never answers (not the server) counts as not yet. */
const healthy = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/**
 * How many ports a start tries: freePort's port was free when picked, but another process (a
 * test's S3 server, a cluster, another server) may bind it first; seen once in a CI run as
 * EADDRINUSE. The server then exits at once, and a new port is picked.
 */
const PORT_TRIES = 3;
const portTaken = (stderr) => stderr.includes('EADDRINUSE');

/**
 * Starts the server and resolves once GET /healthz answers. The process gets PATH, HOST, PORT and
 * DATA_DIR, then `env` (which may name its own DATA_DIR; otherwise a folder is made and `close`
 * removes it). Its stdout is dropped, inherited or appended to a file; its stderr is inherited or
 * kept for `stderr()` and the start's error message.
 */
export async function startBuiltServer({
  env = {},
  https = false,
  stdout = 'ignore',
  stderr = 'keep',
  ready = healthy,
  timeoutMs = 30_000,
  pollMs = 100,
  tempPrefix = 'server-',
  pickPort = freePort,
} = {}) {
  if (!fs.existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  };
  let child;
  let errors = '';

  const server = {
    url: '',
    port: 0,
    dataDir,
    env: fullEnv,
    startMs: 0,
    get child() {
      return child;
    },
    stderr: () => errors,
    /** Ends the process (SIGKILL after `graceMs`) and waits for it; the data folder stays. */
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    /** Starts it again on the same port and data folder (after stop). */
    restart: () => launch(),
    /** Stops it for good and removes the data folder it made (a DATA_DIR the caller named stays). */
    async close(signal = 'SIGTERM') {
      await server.stop(signal);
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  async function launch() {
    const out = stdout === 'ignore' || stdout === 'inherit' ? stdout : fs.openSync(stdout, 'a');
    const started = performance.now();
    // This process's reason only (a restart's or a new port's launch starts afresh).
    errors = '';
    child = spawn(process.execPath, [serverEntry], {
      env: fullEnv,
      stdio: ['ignore', out, stderr === 'keep' ? 'pipe' : 'inherit'],
    });
    if (typeof out === 'number') fs.closeSync(out);
    child.stderr?.on('data', (chunk) => (errors += chunk));
    const closed = new Promise((resolve) => child.once('close', resolve));
    const deadline = started + timeoutMs;
    while (performance.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        // Its stderr read to the end: the reason is whole (and a taken port is seen as such).
        await closed;
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${errors}`);
      }
      try {
        if (await ready(`${server.url}/healthz`)) {
          server.startMs = performance.now() - started;
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    await server.stop('SIGKILL');
    throw new Error(`server did not start within ${timeoutMs} ms: ${errors}`);
  }

  /** Listens on `port` from the next launch on. */
  function listenOn(port) {
    server.port = port;
    server.url = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
    fullEnv.PORT = String(port);
  }

  // A PORT the caller named is theirs: no other is tried.
  const ownPort = env.PORT === undefined;
  for (let attempt = 1; ; attempt++) {
    listenOn(ownPort ? await pickPort() : Number(env.PORT));
    try {
      await launch();
      return server;
    } catch (error) {
      if (ownPort && attempt < PORT_TRIES && portTaken(errors)) continue;
      await server.close('SIGKILL');
      throw error;
    }
  }
}
