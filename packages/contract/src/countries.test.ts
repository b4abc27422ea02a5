import { describe, expect, it } from 'vitest';
import { enumOptions } from './enums.ts';
import { orderCountries } from './countries.ts';

describe('orderCountries', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'puts Hong Kong, Macau, the mainland and Taiwan first, then the names in order (%s)',
    (lang) => {
      const ordered = orderCountries(enumOptions('country', lang), lang);
      expect(ordered.slice(0, 4).map((o) => o.value)).toEqual(['HK', 'MO', 'CN', 'TW']);
      const rest = ordered.slice(4).map((o) => o.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(lang).compare));
      expect(ordered).toHaveLength(enumOptions('country', lang).length);
    },
  );

  it('orders English names alphabetically, Chinese by pinyin', () => {
    const en = orderCountries(enumOptions('country', 'en-US'), 'en-US').map((o) => o.value);
    expect(en.indexOf('AF')).toBeLessThan(en.indexOf('AL'));
    expect(en.indexOf('GB')).toBeLessThan(en.indexOf('US'));
    const zh = orderCountries(enumOptions('country', 'zh-CN'), 'zh-CN').map((o) => o.value);
    // 阿尔巴尼亚 (a) before 英国 (ying).
    expect(zh.indexOf('AL')).toBeLessThan(zh.indexOf('GB'));
  });
});
