// A private, throw-away PostgreSQL cluster, used by with-postgres.mjs (the server suite on
// PostgreSQL), the fault tests (which stop and start their own) and the benchmarks. Plain
// JavaScript so that `node` runs it without a TypeScript loader; types in postgres-cluster.d.mts.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

/** The newest installed PostgreSQL's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const major = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? path.join(root, major, 'bin') : undefined;
}

/**
 * initdb refuses to run as root. As root, the cluster belongs to the 'postgres' system user (or
 * 'nobody' where that user does not exist) and its tools run through runuser.
 */
function clusterUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {
      // No such user: try the next one.
    }
  }
  throw new Error('Running as root, but neither a postgres nor a nobody user exists.');
}

/**
 * Creates and starts a cluster on 127.0.0.1 with a private socket directory and trust
 * authentication, durability off (it is deleted minutes later; speed matters, not crashes).
 */
export async function startCluster({ maxConnections = 100 } = {}) {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql: apt-get install -y postgresql',
    );
  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const tool = (name, args) => {
    const file = path.join(bin, name);
    const [exe, argv] = user ? ['runuser', ['-u', user.name, '--', file, ...args]] : [file, args];
    const result = spawnSync(exe, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${name} failed (${result.status}):\n${result.stdout}${result.stderr}`);
    }
  };
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  let running = false;
  const start = () => {
    tool('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', 'start']);
    running = true;
  };
  try {
    tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    start();
  } catch (error) {
    if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** -m fast: active sessions are cut off, as in a failover or an operator's restart. */
    stop() {
      tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
