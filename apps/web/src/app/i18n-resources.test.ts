import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@app/contract/codes';
import { resourceParts, resources } from './i18n-resources';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('i18n resources', () => {
  it.each(Object.entries(resourceParts))('%s has the same keys in zh-CN and en-US', (_, part) => {
    const [zh, en] = languages.map((lng) => Object.keys(part[lng]).sort());
    expect(zh).toEqual(en);
  });

  it('every merged key exists, non-empty, in both languages with the same placeholders', () => {
    const keys = new Set(languages.flatMap((lng) => Object.keys(resources[lng])));
    const problems: string[] = [];
    for (const key of keys) {
      const zh = resources['zh-CN'][key];
      const en = resources['en-US'][key];
      if (!zh) problems.push(`${key}: missing in zh-CN`);
      if (!en) problems.push(`${key}: missing in en-US`);
      if (zh && en && placeholders(zh).join() !== placeholders(en).join()) {
        problems.push(`${key}: placeholders differ`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no two parts define the same key (a later part would silently win)', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, part] of Object.entries(resourceParts)) {
      for (const key of Object.keys(part['en-US'])) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${key}: ${owner} and ${name}`);
        owners.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("every literal t('key') in the source exists", () => {
    const root = join(import.meta.dirname, '..');
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([^'$`]+)'/g)) {
        const key = match[1]!;
        if (!(key in resources['en-US'])) missing.push(`${file.slice(root.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
