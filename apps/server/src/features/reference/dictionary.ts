import type { Language } from '@app/contract/codes';
import type { DictionaryEntry } from '@app/contract/calls/money-area';
import type { Db } from '../../db/database.ts';
import { banks, currencies } from './service.ts';

/**
 * user/dictionary (DESIGN.md): the same reference data as getbanklist and getlibcurrency, as
 * {code, label, extra}; a bank's extra is its SWIFT code.
 */
export async function dictionary(
  db: Db,
  type: 'bankSwift' | 'currency',
  lang: Language,
): Promise<DictionaryEntry[]> {
  if (type === 'bankSwift') {
    return (await banks(db, lang)).map((b) => ({ code: b.code, label: b.name, extra: b.swift }));
  }
  const { list } = await currencies(db, lang, 1, 1000);
  return list.map((c) => ({ code: c.code, label: c.name, extra: null }));
}
