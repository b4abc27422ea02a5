import fs from 'node:fs';
import path from 'node:path';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import type { BuiltServer } from '../../scripts/built-server.mjs';
import { MALLOC_ENV } from '../../scripts/malloc-env.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The built server (apps/server/dist, client in apps/web/dist) as a real process on 127.0.0.1 with
 * demo data and its own data folder: what a user reaches, not an in-process imitation.
 */
export async function startServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  return startBuiltServer({
    env: {
      // glibc's allocator settings, as `npm start` sets them (also when vitest runs without npm test).
      ...MALLOC_ENV,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: 'e2e-admin-token-0123456789',
      ...env,
    },
    stdout: 'inherit',
    stderr: 'inherit',
    tempPrefix: 'e2e-data-',
  });
}
