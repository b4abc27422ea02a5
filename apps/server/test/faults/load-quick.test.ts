import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../scripts/lib/server-process.ts';

/**
 * The load script in small (npm run load runs 200 clients for 60 s): 20 clients for 5 s against
 * the built server, mixing signed reads and multipart section saves. Not a benchmark on a shared
 * 2-core machine: what must hold is that nothing fails under concurrency.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

describe('load (quick)', () => {
  it('answers every request of 20 concurrent clients with code 200', async () => {
    ensureBuilt();
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const script = path.join(root, 'apps', 'server', 'scripts', 'load.mjs');
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>(
      (resolve) => {
        const child = execFile(
          tsx,
          [script, '--clients', '20', '--seconds', '5', '--sessions', '2'],
          { timeout: 60_000, cwd: root },
          (_error, out) => resolve({ code: child.exitCode, stdout: out }),
        );
      },
    );
    const summary = JSON.parse(
      stdout
        .trim()
        .split('\n')
        .find((l) => l.startsWith('{')) ?? '{}',
    );
    expect(summary.errors, stdout).toBe(0);
    expect(summary.requests).toBeGreaterThan(100);
    expect(code, stdout).toBe(0);
  }, 90_000);
});
