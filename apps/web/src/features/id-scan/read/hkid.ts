import { isHkid } from '@app/contract/checks';
import { asDigits, asLetters } from './confusions';
import { isoDate } from './dates';
import type { ScannedIdentity } from './types';

/**
 * A Hong Kong identity card read from OCR lines. The card prints the number with its check
 * character in brackets, e.g. A123456(3); a bracket is required, so the card's digit groups
 * (the Chinese commercial code of the name) never pass for a number by chance.
 */
const NUMBER =
  /(?<![A-Za-z0-9])([A-Za-z0-9]{1,2}) ?([A-Za-z0-9|!]{6}) ?[([{（] ?([0-9A-Za-z]) ?[)\]}）]/g;
/** The date of birth, DD-MM-YYYY as printed. */
const BIRTH = /(?<!\d)(\d{2})[-./](\d{2})[-./](\d{4})(?!\d)/;
/** SURNAME, Given Names: the English name as printed, capitals first. */
const NAME_EN = /(?:^|\s)([A-Z]{2,}(?: [A-Z]{2,})*), ?([A-Z][a-z]+(?: [A-Z][a-z]+)*)(?=\s|$)/;
/** Words of the card's printing, on lines that are not a person's name. */
const PRINTED = /身份|香港|居民|出生|性別|簽發|日期/;
/** The Chinese name: two to five Han characters alone on their line. */
const NAME_CN = /^\p{Script=Han}{2,5}$/u;

/** The numbers on the lines whose check character passes, written A123456(3). */
function numbersIn(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(NUMBER)) {
      const prefix = asLetters(match[1] ?? '');
      const digits = asDigits(match[2] ?? '');
      const check = (match[3] ?? '').toUpperCase();
      const checkChar = check === 'A' ? 'A' : asDigits(check);
      if (!prefix || !digits || !checkChar) continue;
      const number = `${prefix}${digits}(${checkChar})`;
      if (isHkid(number)) found.add(number);
    }
  }
  return [...found];
}

export function readHkid(
  lines: readonly string[],
  trusted: readonly string[] = lines,
): ScannedIdentity | null {
  const numbers = numbersIn(lines);
  const isCard = lines.some((line) => /HONG\s*KONG|香港/i.test(line));
  if (numbers.length === 0 && !isCard) return null;
  const out: ScannedIdentity = { idType: 'hkId' };
  // Two different numbers that both pass: which one is the holder's is a guess.
  if (numbers.length === 1) out.idNumber = numbers[0];
  for (const line of trusted) {
    const birth = BIRTH.exec(line);
    if (birth && !out.birthDate) {
      const date = isoDate(Number(birth[3]), Number(birth[2]), Number(birth[1]));
      if (date) {
        out.birthDate = date;
        // The sex is printed after the date of birth on the same line.
        const rest = line.slice(birth.index + birth[0].length);
        const sex =
          /(?:^|\s)([MF])(?=\s|$)/.exec(rest)?.[1] ??
          (/男/.test(rest) ? 'M' : /女/.test(rest) ? 'F' : undefined);
        if (sex === 'M' || sex === 'F') out.gender = sex;
      }
    }
    const name = NAME_EN.exec(line);
    if (name && !out.nameEn && !/HONG KONG|IDENTITY/.test(name[1] ?? ''))
      out.nameEn = `${name[1]} ${name[2]}`;
    const compact = line.replace(/\s+/g, '');
    if (!out.nameCn && NAME_CN.test(compact) && !PRINTED.test(compact)) out.nameCn = compact;
  }
  return out;
}
