import type { Language } from '@app/contract/codes';

/** A reference row's names: name_hk is null for a row added without one (migration 023). */
export interface ReferenceNames {
  name_zh: string;
  name_hk: string | null;
  name_en: string;
}

/** A reference row's name in a language; zh-HK falls back to the Chinese name. */
export function referenceName(lang: Language, row: ReferenceNames): string {
  if (lang === 'en-US') return row.name_en;
  return lang === 'zh-HK' ? (row.name_hk ?? row.name_zh) : row.name_zh;
}
