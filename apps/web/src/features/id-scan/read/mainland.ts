import { isMainlandId } from '@app/contract/checks';
import { asDigits } from './confusions';
import type { ScannedIdentity } from './types';

/**
 * A mainland resident identity card read from OCR lines. The 18-character number carries the
 * birth date and the sex (the 17th digit, odd for men), so once its ISO 7064 check passes both
 * come from it, not from the printed date the OCR may have misread.
 */
/** Digits and their look-alikes; a run of them is a number's candidate. */
const RUN = /[0-9OoQDIilL|!ZzSsGbTBgq×Xx]+/g;

/**
 * 姓名 followed by the name: Han characters, with the '·' of some minority names; the OCR may put
 * a stray mark or two between label and name.
 */
const NAME = /姓名[^\p{Script=Han}]{0,3}([\p{Script=Han}·]{2,10})/u;

function numbersIn(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    const compact = line.replace(/\s+/g, '');
    for (const [run] of compact.matchAll(RUN)) {
      // Letters the OCR put before or after the number (a label's misread) are not part of it;
      // digits are: a longer run of digits is another number.
      const trimmed = run.replace(/^[^0-9]+/, '').replace(/(?<=.{18})[^0-9]+$/, '');
      if (trimmed.length !== 18) continue;
      const first17 = asDigits(trimmed.slice(0, 17));
      const last = trimmed.slice(17).replace(/[x×]/, 'X');
      const number = first17 && `${first17}${last}`;
      if (number && isMainlandId(number)) found.add(number);
    }
  }
  return [...found];
}

export function readMainlandId(
  lines: readonly string[],
  trusted: readonly string[] = lines,
): ScannedIdentity | null {
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
  for (const line of trusted) {
    const name = NAME.exec(line.replace(/\s+/g, ''));
    if (name?.[1]) {
      out.nameCn = name[1];
      break;
    }
  }
  return out;
}
