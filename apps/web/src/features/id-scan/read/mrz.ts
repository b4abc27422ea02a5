import { alpha2Of } from './alpha3';
import { asDigits, asLetters } from './confusions';
import { isoDate } from './dates';
import type { ScannedIdentity } from './types';

/**
 * A passport's machine-readable zone (ICAO 9303 TD3: two lines of 44) read from OCR lines. Each
 * field is filled only if the check digit that covers it passes: the number, the birth date and
 * the expiry their own; nationality, sex and the name (which have none) only if the composite
 * check over the second line passes as well, and the name only if the visual zone above shows it
 * too, since nothing checks the first line.
 */

const WEIGHTS = [7, 3, 1];

/** The 7-3-1 check digit of an MRZ field: digits count as such, A-Z as 10-35, '<' as 0. */
export function mrzCheckDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i] ?? '<';
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * (WEIGHTS[i % 3] ?? 0);
  }
  return String(sum % 10);
}

/** An OCR line as MRZ characters: no spaces, '«' as the two fillers it usually is. */
function mrzText(line: string): string {
  return line.replace(/\s+/g, '').replace(/«/g, '<<').toUpperCase();
}

/**
 * The two lines of a TD3 zone among the OCR lines, or null: the second is 44 characters whose
 * number passes its check; the first, the line above it when it starts with P (its fillers are
 * often misread, so its length is not required: only the name is taken from it, and checked).
 */
export function findTd3(lines: readonly string[]): [string, string] | null {
  const texts = lines.map(mrzText);
  for (let i = 0; i < texts.length; i++) {
    const second = texts[i] ?? '';
    if (second.length !== 44 || !/^[A-Z0-9<]{9}/.test(second)) continue;
    if (mrzCheckDigit(second.slice(0, 9)) !== asDigits(second[9] ?? '')) continue;
    const first = texts[i - 1] ?? '';
    return [/^P[A-Z<]/.test(first) ? first : '', second];
  }
  return null;
}

/** A field of digits with its check digit: the digits if they pass, else null. */
function checked(digits: string, check: string): string | null {
  const field = asDigits(digits);
  const digit = asDigits(check);
  return field && digit && mrzCheckDigit(field) === digit ? field : null;
}

/** YYMMDD as a date; a birth year above this year's two digits is of the last century. */
function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = today.getUTCFullYear() % 100;
  const century = kind === 'expiry' || yy <= thisYear ? 2000 : 1900;
  return isoDate(century + yy, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)));
}

/** SURNAME<<GIVEN<NAMES as "SURNAME GIVEN NAMES", or null if it holds other characters. */
function nameOf(field: string): string | null {
  // The name ends where the fillers begin: three in a row never occur inside a name.
  const [surname = '', given = ''] = (field.split('<<<')[0] ?? '').split('<<');
  const words = [surname, given].flatMap((part) => part.split('<')).filter(Boolean);
  const letters = words.map((word) => asLetters(word));
  if (letters.length === 0 || letters.some((word) => word === null)) return null;
  return letters.join(' ');
}

/** The nationality field: letters (look-alike digits as letters) and fillers. */
function nationalityOf(field: string): string | undefined {
  const code = [...field].map((c) => (c === '<' ? c : (asLetters(c) ?? '?'))).join('');
  return alpha2Of(code);
}

export function readPassportMrz(
  lines: readonly string[],
  today: Date = new Date(),
  trusted: readonly string[] = lines,
): ScannedIdentity | null {
  const zone = findTd3(lines);
  if (!zone) return null;
  const [first, second] = zone;
  const out: ScannedIdentity = { idType: 'passport' };
  const number = second.slice(0, 9);
  // The number's alphabet holds both letters and digits: no look-alike is swapped in it.
  if (/^[A-Z0-9<]{9}$/.test(number) && mrzCheckDigit(number) === asDigits(second[9] ?? ''))
    out.idNumber = number.replace(/<+$/, '');
  const birth = checked(second.slice(13, 19), second[19] ?? '');
  const birthDate = birth && mrzDate(birth, 'birth', today);
  if (birthDate) out.birthDate = birthDate;
  const expiry = checked(second.slice(21, 27), second[27] ?? '');
  const idExpiry = expiry && mrzDate(expiry, 'expiry', today);
  if (idExpiry) out.idExpiry = idExpiry;
  const composite = second.slice(0, 10) + second.slice(13, 20) + second.slice(21, 43);
  if (
    out.idNumber &&
    birthDate &&
    idExpiry &&
    mrzCheckDigit(composite) === asDigits(second[43] ?? '')
  ) {
    const nationality = nationalityOf(second.slice(10, 13));
    if (nationality) out.nationality = nationality;
    const sex = second[20];
    if (sex === 'M' || sex === 'F') out.gender = sex;
    const name = nameOf(first.slice(5));
    const shown = trusted.map((line) => line.toUpperCase()).filter((line) => !line.includes('<<'));
    if (name && name.split(' ').every((word) => shown.some((line) => hasWord(line, word))))
      out.nameEn = name;
  }
  return out;
}

function hasWord(line: string, word: string): boolean {
  return new RegExp(`(^|[^A-Z])${word}([^A-Z]|$)`).test(line);
}
