#!/usr/bin/env node
// Runs a command against a private, throw-away PostgreSQL cluster:
//   node apps/server/scripts/with-postgres.mjs npx vitest run --project server
// The command gets TEST_DATABASE_URL; test/helpers.ts then creates one database per app. When
// TEST_DATABASE_URL is already set (CI with a service container), the command simply runs.
// A private cluster keeps test runs from touching anyone's real database and needs no setup.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

if (process.env.TEST_DATABASE_URL) {
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/** The newest installed PostgreSQL's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
function findBinaries() {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    console.error(`No PostgreSQL server binaries under ${root}: apt-get install -y postgresql`);
    process.exit(2);
  }
  return path.join(root, majors[0], 'bin');
}

/** Asks the kernel for a free port; the tiny race until postgres binds it is acceptable here. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
  console.error('Running as root, but neither a postgres nor a nobody user exists.');
  process.exit(2);
}

const bin = findBinaries();
const user = clusterUser();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
if (user) fs.chownSync(dir, user.uid, user.gid);
const logFile = path.join(dir, 'server.log');

function runTool(tool, args) {
  const file = path.join(bin, tool);
  const [exe, argv] = user ? ['runuser', ['-u', user.name, '--', file, ...args]] : [file, args];
  const result = spawnSync(exe, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

let started = false;
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    try {
      runTool('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  const data = path.join(dir, 'data');
  // trust: the cluster listens on 127.0.0.1 and a private socket directory for this run only.
  runTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Durability is pointless for a database that is deleted in a minute; speed is not.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  runTool('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', 'start']);
  started = true;

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  // Ctrl-C reaches the child through the terminal; a kill of this script is passed on to it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? (signal ? 128 + os.constants.signals[signal] : 1)),
    );
  });
} catch (error) {
  console.error(String(error));
  if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8'));
} finally {
  cleanUp();
}
process.exit(exitCode);
