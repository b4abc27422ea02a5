import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/zh-hk.mjs on a catalog of its own: a key added to a zh-CN block whose zh-HK block
 * exists is found (--check fails) and filled, at any depth, while the reviewed texts stay.
 */
const script = fileURLToPath(new URL('../../../scripts/zh-hk.mjs', import.meta.url));
const catalog = `export const texts = {
  'zh-CN': {
    'a.old': '旧的',
    'a.new': '上传文件',
    nested: { one: '一', two: '账户' },
  },
  'zh-HK': {
    'a.old': '舊嘅',
    nested: { one: '壹' },
  },
  'en-US': { 'a.old': 'Old', 'a.new': 'Upload', nested: { one: 'One', two: 'Account' } },
};
`;

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function tempCatalog(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zh-hk-'));
  const file = path.join(dir, 'i18n.ts');
  fs.writeFileSync(file, catalog);
  return file;
}

// Each case starts node with the TypeScript parser and prettier: seconds on a busy machine.
describe('scripts/zh-hk.mjs', { timeout: 60_000 }, () => {
  it('--check fails on a key missing inside an existing zh-HK block', () => {
    const file = tempCatalog();
    const run = spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('zh-HK key a.new');
    expect(run.stdout).toContain('zh-HK key two');
  });

  it('fills only the missing keys, converted, and then --check passes', () => {
    const file = tempCatalog();
    execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
    // Outside the repository prettier formats with its defaults (double quotes).
    const written = fs.readFileSync(file, 'utf8').replaceAll('"', "'");
    const hk = written.slice(written.indexOf("'zh-HK'"), written.indexOf("'en-US'"));
    expect(hk).toContain("'a.old': '舊嘅'");
    expect(hk).toContain("'a.new': '上載文件'");
    expect(hk).toContain("one: '壹'");
    expect(hk).toContain("two: '帳戶'");
    const again = spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' });
    expect(again.status).toBe(0);
  });

  it('reads a JSON catalog alike: a missing zh-HK block and a missing key are filled as JSON', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zh-hk-'));
    const file = path.join(dir, 'i18n.json');
    const json = {
      'a.row': { 'zh-CN': '上传文件', 'en-US': 'Upload' },
      screen: {
        'zh-CN': { old: '旧的', added: '账户' },
        'zh-HK': { old: '舊嘅' },
        'en-US': { old: 'Old', added: 'Account' },
      },
    };
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    const before = spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' });
    expect(before.status).toBe(1);
    execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof json & {
      'a.row': { 'zh-HK': string };
      screen: { 'zh-HK': { added: string } };
    };
    expect(written['a.row']['zh-HK']).toBe('上載文件');
    expect(written.screen['zh-HK']).toEqual({ old: '舊嘅', added: '帳戶' });
    const again = spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' });
    expect(again.status).toBe(0);
  });
});
