import { assertIsoDate, isValidCalendarDate, parseIsoDate } from './dates.ts';

/**
 * Check digits and date-dependent rules. Pure functions: anything that depends on the day takes
 * `today` (YYYY-MM-DD) as an argument.
 */

const CN_ID = /^(\d{6})(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;
const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

/** The check character of the first 17 digits of a mainland resident ID (ISO 7064 MOD 11-2). */
export function mainlandIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (CN_WEIGHTS[i] ?? 0);
  return CN_CHECK[sum % 11] ?? '';
}

/**
 * An 18-character mainland resident ID: 17 digits and a check digit or X (either case), with a
 * real birth date inside (years 1800-2099, as GB 11643 writes them).
 */
export function isMainlandId(value: string): boolean {
  const id = value.toUpperCase();
  const match = CN_ID.exec(id);
  if (!match) return false;
  const [year, month, day] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (year < 1800 || year > 2099 || !isValidCalendarDate(year, month, day)) return false;
  return mainlandIdCheckChar(id) === id[17];
}

/** The birth date written inside a mainland resident ID, as YYYY-MM-DD. */
export function mainlandIdBirthDate(value: string): string | null {
  if (!isMainlandId(value)) return null;
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

const HKID = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/;

/** Letters count 10-35 and the padding space of a one-letter prefix counts 36 (weights 9..2). */
function hkidSum(prefix: string, digits: string): number {
  const padded = prefix.length === 1 ? ` ${prefix}` : prefix;
  const values = [...padded].map((c) => (c === ' ' ? 36 : c.charCodeAt(0) - 55));
  const all = [...values, ...[...digits].map(Number)];
  return all.reduce((sum, v, i) => sum + v * (9 - i), 0);
}

/** The check character ('0'-'9' or 'A') of an HKID's letters and six digits. */
export function hkidCheckChar(prefix: string, digits: string): string {
  const check = (11 - (hkidSum(prefix.toUpperCase(), digits) % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

/** A Hong Kong identity card number, e.g. A123456(3) or A1234563; the brackets are optional. */
export function isHkid(value: string): boolean {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  const match = HKID.exec(compact);
  if (!match) return false;
  // A bracket must be matched by its partner.
  if (compact.includes('(') !== compact.includes(')')) return false;
  const [, prefix = '', digits = '', check = ''] = match;
  return hkidCheckChar(prefix, digits) === check;
}

/** The Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number: 13-19 digits (spaces and dashes as typed are ignored) passing Luhn. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** MM/YY, well formed. */
export function isCardExpiryFormat(value: string): boolean {
  return EXPIRY.test(value);
}

/** MM/YY not in the past: a card is valid to the end of its expiry month. */
export function isCardExpiryValid(value: string, today: string): boolean {
  const match = EXPIRY.exec(value);
  if (!match) return false;
  const now = assertIsoDate(today);
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.year * 12 + now.month;
}

/**
 * Completed years of age on `today`. A 29 February birthday is reached on 1 March in common years,
 * as Hong Kong law counts it. Null when either date is not a real date.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  const beforeBirthday =
    now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** True while the person has not reached 18 on `today`; their 18th birthday itself is not under 18. */
export function isUnder18On(birthDate: string, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age < 18;
}
