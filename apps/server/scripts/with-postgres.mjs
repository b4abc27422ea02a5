#!/usr/bin/env node
// Runs a command against a private, throw-away PostgreSQL cluster:
//   node apps/server/scripts/with-postgres.mjs npx vitest run --project server
// The command gets TEST_DATABASE_URL; test/helpers.ts then creates one database per app. When
// TEST_DATABASE_URL is already set (CI with a service container), the command simply runs.
// A private cluster keeps test runs from touching anyone's real database and needs no setup.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { startCluster } from './lib/postgres-cluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

if (process.env.TEST_DATABASE_URL) {
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

let cluster;
let exitCode = 1;
try {
  // Many test files run at once, each opening a pool per app.
  cluster = await startCluster({ maxConnections: 300 });
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
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
} finally {
  try {
    cluster?.destroy();
  } catch (error) {
    console.error(String(error));
  }
}
process.exit(exitCode);
