// `npm start`: builds whatever is missing or older than its sources, then serves the client and
// the API on the embedded database with the demo accounts on 127.0.0.1, and says loudly that it
// is a demo (DESIGN.md "Running it", "Runtime, demo data and the first admin"; start-env.mjs).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startBanner, startEnv } from './start-env.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const at = (...parts) => path.join(root, ...parts);

if (!fs.existsSync(at('node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

function newestMtime(dir) {
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('packages/contract/src');
if (
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    contract,
  ]) ||
  stale(at('apps/web/dist/pda/index.html'), [
    at('apps/web/src'),
    at('apps/web/pda/index.html'),
    contract,
  ])
) {
  console.log('Building the web client…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (stale(at('apps/server/dist/server.js'), [at('apps/server/src'), contract])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'apps/server']);
}

const env = startEnv(process.env, root);
for (const line of startBanner(env)) console.warn(line);
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
