import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsFile, repoRoot } from './fields-dictionary.ts';

/**
 * The tests pass on a clone of the repository alone (issue 35): no source, test, script or bench
 * reads a file of the project's shared folder beside the repository. The data dictionary the
 * section tables are held to is docs/fields.md.
 */
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', '.vite', 'results', 'screenshots', '.artifacts']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json)$/;
// Spelled in pieces, so this file does not find itself.
const OUTSIDE = new RegExp(['\\.\\./', 'shared\\b', '|/work/', 'shared\\b'].join(''));

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (SOURCE.test(entry.name)) yield file;
  }
}

describe('the repository is self-contained', () => {
  it('reads the data dictionary from docs/fields.md, inside the repository', () => {
    expect(path.relative(repoRoot, fieldsFile)).toBe(path.join('docs', 'fields.md'));
    expect(fs.existsSync(fieldsFile)).toBe(true);
  });

  it('names no path into the shared folder beside it', () => {
    const offenders: string[] = [];
    for (const root of ROOTS) {
      for (const file of sources(path.join(repoRoot, root))) {
        const lines = fs.readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, i) => {
          if (OUTSIDE.test(line)) offenders.push(`${path.relative(repoRoot, file)}:${i + 1}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
