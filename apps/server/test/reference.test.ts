import { enumEntries, enumNames, enumOptions } from '@app/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await addMember(t));
});
afterAll(async () => {
  await t.close();
});

describe('getinscommonenum', () => {
  it('answers every enumeration in the caller language, in the contract order', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.call('insuranceservice/getinscommonenum', {}, { token, lang });
      expect(res.code).toBe(200);
      expect(Object.keys(res.data).sort()).toEqual([...enumNames].sort());
      for (const name of enumNames) expect(res.data[name]).toEqual(enumOptions(name, lang));
    }
    const zh = await t.call('insuranceservice/getinscommonenum', {}, { token, lang: 'zh-CN' });
    expect(zh.data.gender).toEqual([
      { value: 'M', label: '男' },
      { value: 'F', label: '女' },
    ]);
    expect(zh.data.country[0]).toEqual({ value: 'CN', label: '中国' });
  });

  it('serves the contract rows themselves: a value added to enums.ts is one line, no migration', async () => {
    // Nothing between the contract and the answer: no table a migration would have to keep equal.
    const tables = await t.app.ctx.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('enum_options');
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.call('insuranceservice/getinscommonenum', {}, { token, lang });
      const fromContract = Object.fromEntries(
        enumNames.map((name) => [
          name,
          enumEntries(name).map((entry) => ({
            value: entry.value,
            label: lang === 'zh-CN' ? entry.zh : entry.en,
          })),
        ]),
      );
      expect(res.data).toEqual(fromContract);
    }
  });

  it('needs a session', async () => {
    const res = await t.call('insuranceservice/getinscommonenum', {});
    expect(res.code).toBe(401);
  });
});

describe('getlibcurrency', () => {
  it('pages with defaults 1 and 200, names in the caller language', async () => {
    const zh = await t.call('insuranceservice/getlibcurrency', {}, { token, lang: 'zh-CN' });
    expect(zh.code).toBe(200);
    expect(zh.data.page).toBe(1);
    expect(zh.data.size).toBe(200);
    expect(zh.data.total).toBeGreaterThanOrEqual(15);
    expect(zh.data.list).toHaveLength(zh.data.total);
    expect(zh.data.list[0]).toEqual({ code: 'HKD', name: '港币' });
    const en = await t.call('insuranceservice/getlibcurrency', { page: '2', size: '5' }, { token });
    expect(en.data.list).toHaveLength(5);
    expect(en.data.list[0]).toEqual({ code: 'SGD', name: 'Singapore dollar' });
    const beyond = await t.call('insuranceservice/getlibcurrency', { page: '9' }, { token });
    expect(beyond.data).toMatchObject({ list: [], total: zh.data.total, page: 9 });
  });

  it('refuses a size above the bound and a page 0', async () => {
    const big = await t.call('insuranceservice/getlibcurrency', { size: '501' }, { token });
    expect(big.code).toBe(400);
    expect(big.data.fields.size).toBeTruthy();
    const zero = await t.call('insuranceservice/getlibcurrency', { page: '0' }, { token });
    expect(zero.code).toBe(400);
  });
});

describe('getbanklist', () => {
  it('answers Hong Kong banks with code, name and SWIFT in both languages', async () => {
    const en = await t.call('insuranceservice/getbanklist', {}, { token });
    expect(en.code).toBe(200);
    expect(en.data.length).toBeGreaterThanOrEqual(15);
    expect(en.data[0]).toEqual({
      code: '004',
      name: 'The Hongkong and Shanghai Banking Corporation Limited',
      swift: 'HSBCHKHHHKH',
    });
    for (const bank of en.data) {
      expect(bank.code).toMatch(/^\d{3}$/);
      expect(bank.swift).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    }
    const zh = await t.call('insuranceservice/getbanklist', {}, { token, lang: 'zh-CN' });
    expect(zh.data.find((b: { code: string }) => b.code === '012').name).toBe(
      '中国银行（香港）有限公司',
    );
  });
});
