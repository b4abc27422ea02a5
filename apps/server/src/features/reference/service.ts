import type { Language } from '@app/contract/codes';
import type { Bank, CommonEnums, Currency } from '@app/contract/calls/reference';
import { enumNames, enumOptions } from '@app/contract/enums';
import { phonePattern } from '@app/contract/phones';
import type { Db } from '../../db/database.ts';
import { referenceName } from '../../db/reference-names.ts';
import * as repo from './repository.ts';

type Paged<T> = { list: T[]; total: number; page: number; size: number };

/**
 * The banks change only through migrations, which run before the server listens, so each
 * language's answer is read once per database and kept. Keyed by the Db object: tests build many
 * apps on different databases in one process.
 */
const bankCache = new WeakMap<Db, Map<Language, Bank[]>>();

const enumAnswers = new Map<Language, CommonEnums>();

/**
 * insuranceservice/getinscommonenum: every enumeration of the contract (enums.ts) in the caller's
 * language, in the contract's order; no table. A value added there is served by the next start.
 * Built once per language and kept: the contract does not change while the process runs.
 */
export function commonEnums(lang: Language): CommonEnums {
  let answer = enumAnswers.get(lang);
  if (!answer) {
    answer = Object.fromEntries(enumNames.map((name) => [name, [...enumOptions(name, lang)]]));
    enumAnswers.set(lang, answer);
  }
  return answer;
}

export async function currencies(
  db: Db,
  lang: Language,
  page: number,
  size: number,
): Promise<Paged<Currency>> {
  const [rows, total] = await Promise.all([
    repo.pageCurrencies(db, size, (page - 1) * size),
    repo.countCurrencies(db),
  ]);
  const list = rows.map((row) => ({ code: row.code, name: referenceName(lang, row) }));
  return { list, total, page, size };
}

export async function banks(db: Db, lang: Language): Promise<Bank[]> {
  let byLang = bankCache.get(db);
  if (!byLang) bankCache.set(db, (byLang = new Map()));
  let answer = byLang.get(lang);
  if (!answer) {
    answer = (await repo.listBanks(db)).map((row) => ({
      code: row.code,
      name: referenceName(lang, row),
      swift: row.swift,
    }));
    byLang.set(lang, answer);
  }
  return answer;
}

/** user/mobileList: every area code the forms offer, with its label and the number's pattern. */
export function mobileList(lang: Language) {
  return enumOptions('areaCode', lang).map((option) => ({
    areaCode: option.value,
    label: option.label,
    pattern: phonePattern(option.value),
  }));
}
