import type { Language } from '@app/contract/codes';
import type { Db } from './database.ts';

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

/** A reference row's code and names: what every picker of a reference list reads. */
export const namedColumns = ['code', 'name_zh', 'name_hk', 'name_en'] as const;

/**
 * The currencies and the banks in the order pickers show them (their sort, then code), for the
 * member's lists (reference) and the console's (admin): shared because features do not import
 * each other.
 */
export const currenciesInOrder = (db: Db) =>
  db.selectFrom('currencies').select(namedColumns).orderBy('sort').orderBy('code');

export const banksInOrder = (db: Db) =>
  db
    .selectFrom('banks')
    .select([...namedColumns, 'swift'])
    .orderBy('sort')
    .orderBy('code');
