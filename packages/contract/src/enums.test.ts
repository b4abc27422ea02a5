import { describe, expect, expectTypeOf, it } from 'vitest';
import { countries } from './countries.ts';
import {
  allEnumOptions,
  enumEntries,
  enumLabel,
  enumNames,
  enumOptions,
  enums,
  isEnumValue,
} from './enums.ts';
import type { IdType, ProductType } from './enums.ts';

describe('enumerations', () => {
  it('lists every enumeration of FIELDS.md', () => {
    expect(enumNames).toEqual(
      expect.arrayContaining([
        'idType',
        'gender',
        'country',
        'relation',
        'education',
        'maritalStatus',
        'areaCode',
        'addressSource',
        'industry',
        'fundingMethod',
        'cardType',
        'productType',
        'businessStatus',
        'paymentStatus',
        'feeType',
        'ddaStatus',
      ]),
    );
  });

  it('has unique codes and the three labels for every entry', () => {
    for (const name of enumNames) {
      const entries = enumEntries(name);
      expect(new Set(entries.map((e) => e.value)).size, name).toBe(entries.length);
      for (const entry of entries) {
        for (const text of [entry.zh, entry.hk, entry.en]) {
          expect(text, `${name}.${entry.value}`).toMatch(/\S/);
        }
      }
    }
  });

  it('keeps every code out of the integer strings an object would move to the front', () => {
    // enums.json keeps each enumeration as an object from code to labels; JavaScript puts
    // integer-like keys first, so such a code would silently change the display order.
    for (const name of enumNames) {
      for (const code of enums[name])
        expect(String(Number(code)), `${name}.${code}`).not.toBe(code);
    }
  });

  it('keeps the codes FIELDS.md fixes', () => {
    expect(enums.idType).toEqual([
      'cnId',
      'hkId',
      'moId',
      'twId',
      'passport',
      'hkMacauPass',
      'other',
    ]);
    expect(enums.gender).toEqual(['M', 'F']);
    expect(enums.productType).toEqual([
      'insurance',
      'ita',
      'education',
      'immigration',
      'realEstate',
      'trust',
      'investment',
    ]);
    expect(enums.addressSource).toEqual(['addressProof', 'idAddress']);
    expect(enums.industry.length).toBeGreaterThanOrEqual(17);
    expectTypeOf<IdType>().toEqualTypeOf<
      'cnId' | 'hkId' | 'moId' | 'twId' | 'passport' | 'hkMacauPass' | 'other'
    >();
    expectTypeOf<'ita'>().toExtend<ProductType>();
  });

  it('has all 249 ISO 3166-1 countries, CN first, each named by Intl in both languages', () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countries).size).toBe(249);
    expect(countries[0]).toBe('CN');
    const zh = enumOptions('country', 'zh-CN');
    const en = enumOptions('country', 'en-US');
    expect(en.find((o) => o.value === 'HK')?.label).toMatch(/Hong Kong/);
    expect(zh.find((o) => o.value === 'CN')?.label).toBe('中国');
    for (const option of en) expect(option.label).not.toBe(option.value);
  });

  it('answers options in the language asked for, one frozen list no caller can change', () => {
    expect(enumOptions('gender', 'zh-CN')).toEqual([
      { value: 'M', label: '男' },
      { value: 'F', label: '女' },
    ]);
    const first = enumOptions('gender', 'en-US');
    expect(() => (first as { value: string; label: string }[]).pop()).toThrow(TypeError);
    expect(() => Object.assign(first[0]!, { label: 'changed' })).toThrow(TypeError);
    expect(enumOptions('gender', 'en-US')).toHaveLength(2);
    // The same list every time: a picker given it keeps equal props between renders.
    expect(enumOptions('gender', 'en-US')).toBe(first);
    expect(enumLabel('fundingMethod', 'creditCard', 'en-US')).toBe('Credit card');
    expect(enumLabel('fundingMethod', 'unknown', 'en-US')).toBe('unknown');
    expect(enumLabel('country', 'JP', 'en-US')).toBe('Japan');
    expect(Object.keys(allEnumOptions('en-US'))).toEqual(enumNames);
  });

  it('tells members from strangers', () => {
    expect(isEnumValue('areaCode', '+852')).toBe(true);
    expect(isEnumValue('areaCode', '852')).toBe(false);
    expect(isEnumValue('country', 'UK')).toBe(false);
    expect(isEnumValue('country', 7)).toBe(false);
  });
});
