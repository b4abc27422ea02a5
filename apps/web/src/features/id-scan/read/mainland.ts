import { isMainlandId } from '@app/contract/checks';
import { asDigits } from './confusions';
import type { ScannedIdentity } from './types';

/**
 * A mainland resident identity card read from OCR lines. The 18-character number carries the
 * birth date and the sex (the 17th digit, odd for men), so once its ISO 7064 check passes both
 * come from it, not from the printed date the OCR may have misread.
 */
const RUN = /[0-9OoQDIilL|!ZzSsGbTBgq]{17}[0-9Xx×]/g;
/** 姓名 followed by the name: Han characters, with the '·' of some minority names. */
const NAME = /姓名([\p{Script=Han}·]{2,10})/u;

function numbersIn(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    const compact = line.replace(/\s+/g, '');
    for (const match of compact.matchAll(RUN)) {
      // Digits either side: part of a longer run, not this number.
      const before = compact[match.index - 1];
      const after = compact[match.index + match[0].length];
      if ((before && /\d/.test(before)) || (after && /\d/.test(after))) continue;
      const first17 = asDigits(match[0].slice(0, 17));
      const last = match[0].slice(17).replace(/[x×]/, 'X');
      const number = first17 && `${first17}${last}`;
      if (number && isMainlandId(number)) found.add(number);
    }
  }
  return [...found];
}

export function readMainlandId(lines: readonly string[]): ScannedIdentity | null {
  const numbers = numbersIn(lines);
  const isCard = lines.some((line) => /公民身份|居民身份/.test(line.replace(/\s+/g, '')));
  if (numbers.length === 0 && !isCard) return null;
  const out: ScannedIdentity = { idType: 'cnId' };
  const number = numbers.length === 1 ? numbers[0] : undefined;
  if (number) {
    out.idNumber = number;
    out.birthDate = `${number.slice(6, 10)}-${number.slice(10, 12)}-${number.slice(12, 14)}`;
    out.gender = Number(number[16]) % 2 === 1 ? 'M' : 'F';
    // The card is issued to citizens only.
    out.nationality = 'CN';
  }
  for (const line of lines) {
    const name = NAME.exec(line.replace(/\s+/g, ''));
    if (name?.[1]) {
      out.nameCn = name[1];
      break;
    }
  }
  return out;
}
