// `npm test`: every check the project has, in order: lint and format, types, unit tests
// (contract, web, server on SQLite), the server suite again on a private PostgreSQL cluster, the
// server suite again on a local S3 server, the production build with its size budget, then
// browser tests against the built app. Each step
// runs even when an earlier one failed, so one run shows every problem; the exit code is 1 if
// any step failed. The last line sums the tests as 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { withMallocEnv } from './malloc-env.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const reports = path.join(root, 'e2e', '.artifacts', 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const vitest = (name, args, env = {}) => ({
  name,
  cmd: [
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  env,
});

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'types', cmd: ['npm', 'run', 'typecheck', '--silent'] },
  vitest('unit', [
    'npx',
    'vitest',
    'run',
    '--project',
    'contract',
    '--project',
    'web',
    '--project',
    'web-mocks',
    '--project',
    'server',
  ]),
  vitest('postgres', [
    'node',
    'apps/server/scripts/with-postgres.mjs',
    'npx',
    'vitest',
    'run',
    '--project',
    'server',
  ]),
  // The whole server suite again with every file on a local S3-compatible server (s3rver, one
  // per worker: apps/server/test/s3-server.ts): about as long as the step on disk (D82).
  vitest('s3', ['npx', 'vitest', 'run', '--project', 'server'], { TEST_FILE_STORE: 's3' }),
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'] },
  // Two files at a time: three were faster (427 s against 516) but made location.e2e's keyboard
  // step fail in two fresh-clone runs of three (D100).
  vitest('browser', ['npx', 'vitest', 'run', '--project', 'e2e']),
];

const only = process.argv.slice(2);
const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    // Every step's processes, and the servers the browser tests start, reuse scrypt's memory.
    env: withMallocEnv({ ...process.env, ...step.env }),
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

let passed = 0;
let failed = 0;
const failures = [];
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push({
        file: path.relative(root, suite.name),
        test,
        step: file.replace(/\.json$/, ''),
      });
    }
  }
}
// Only the end of a long log may be read (a CI page shows its tail): each failed test is named
// again here with the first lines of its error, colours stripped.
if (failures.length) console.log('\n━━ failed tests');
for (const { file, test, step } of failures) {
  const message = stripVTControlCharacters((test.failureMessages ?? []).join('\n'));
  console.log(`✗ [${step}] ${file} › ${test.fullName}`);
  for (const line of message.split('\n').slice(0, 20)) console.log(`    ${line}`);
}
console.log('\n━━ summary');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps ? 1 : 0);
