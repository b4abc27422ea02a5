// Bundles the server into dist/: our workspace code (the contract's TypeScript) is bundled,
// every npm dependency stays external and is loaded from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@app/'),
);
// The worker threads are entries of their own (src/workers/start-worker.ts): the application
// PDF's (src/application-record/render-pool.ts) and the sealed files' (src/storage/unseal-pool.ts).
const entryPoints = [
  'src/server.ts',
  'src/features/admin/cli.ts',
  'src/application-record/render-worker.ts',
  'src/storage/unseal-worker.ts',
]
  .map((entry) => path.join(root, entry))
  .filter((entry) => fs.existsSync(entry));

await build({
  entryPoints,
  outdir: path.join(root, 'dist'),
  outbase: path.join(root, 'src'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`server built: ${entryPoints.map((e) => path.relative(root, e)).join(', ')}`);
