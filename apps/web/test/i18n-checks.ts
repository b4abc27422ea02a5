import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@app/contract/codes';
import { simplifiedLeft } from '../../../scripts/zh-hk-convert.mjs';
import type { Resources } from '../src/i18n/i18n';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip.includes(path) ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Checked {
  parts: Record<string, Resources>;
  resources: Resources;
  /** The source tree whose literal t('key') calls must all exist. */
  root: string;
  /** Folders under root that another resource set covers. */
  skip?: readonly string[];
}

/** The completeness checks of a site's texts (STYLE.md rule 8), for the app and the console. */
export function describeResources(name: string, { parts, resources, root, skip = [] }: Checked) {
  describe(name, () => {
    it.each(Object.entries(parts))('%s has the same keys in every language', (_, part) => {
      const [first, ...others] = languages.map((lng) => Object.keys(part[lng] ?? {}).sort());
      for (const keys of others) expect(keys).toEqual(first);
    });

    it('every merged key exists, non-empty, in every language with the same placeholders', () => {
      const keys = new Set(languages.flatMap((lng) => Object.keys(resources[lng])));
      const problems: string[] = [];
      for (const key of keys) {
        const texts = languages.map((lng) => resources[lng][key]);
        languages.forEach((lng, i) => {
          if (!texts[i]) problems.push(`${key}: missing in ${lng}`);
        });
        const shapes = new Set(texts.map((text) => placeholders(text ?? '').join()));
        if (texts.every(Boolean) && shapes.size > 1) problems.push(`${key}: placeholders differ`);
      }
      expect(problems).toEqual([]);
    });

    it('writes zh-HK in traditional characters: none that OpenCC would still convert', () => {
      // A language's own name is written in its own script (简体中文 in every catalog).
      const left = Object.entries(resources['zh-HK'])
        .filter(([key]) => !key.startsWith('common.languageName.'))
        .flatMap(([key, text]) => simplifiedLeft(text).map((ch) => `${key}: ${ch}`));
      expect(left).toEqual([]);
    });

    it('no two parts define the same key (a later part would silently win)', () => {
      const owners = new Map<string, string>();
      const clashes: string[] = [];
      for (const [part, texts] of Object.entries(parts)) {
        for (const key of Object.keys(texts['en-US'])) {
          const owner = owners.get(key);
          if (owner) clashes.push(`${key}: ${owner} and ${part}`);
          owners.set(key, part);
        }
      }
      expect(clashes).toEqual([]);
    });

    it("every literal t('key') in the source exists", () => {
      const missing: string[] = [];
      for (const file of sourceFiles(root, skip)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/\bt\(\s*'([^'$`]+)'/g)) {
          const key = match[1]!;
          // A text with a count may exist only in its plural forms (i18next's key_one, key_other).
          const known = key in resources['en-US'] || `${key}_other` in resources['en-US'];
          if (!known) missing.push(`${file.slice(root.length)}: ${key}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
}
