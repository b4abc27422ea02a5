import * as z from 'zod';
import { DEFAULT_MAXLENGTH, EMAIL_MAX_LENGTH } from './constants.ts';
import { assertIsoDate, isIsoDate, shiftYears } from './dates.ts';
import { enums, isEnumValue } from './enums.ts';
import type { EnumName } from './enums.ts';
import { isCommonPassword } from './common-passwords.ts';
import { MONEY_INPUT } from './money.ts';
import { isEmail, isPassword, isPhone } from './validators.ts';

/**
 * Building blocks for call and section schemas. Messages are catalog keys (messages.ts) so the
 * server and the client each translate them into the user's language.
 */
export const requiredText = (max = DEFAULT_MAXLENGTH) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const optionalText = (max = DEFAULT_MAXLENGTH) =>
  z.string().trim().max(max, 'validation.tooLong').optional();

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.tooLong')
  .refine(isEmail, 'validation.email')
  .transform((v) => v.toLowerCase());

export const mobile = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine(isPhone, 'validation.phone');

export const password = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .refine(isPassword, 'validation.password')
  // Beyond SPEC's rule: the most common passwords fall to the first guesses of any attacker.
  .refine((v) => !isCommonPassword(v), 'error.commonPassword');

export const emailCode = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, 'validation.code');

export const money = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(MONEY_INPUT, 'validation.money');

/** An integer carried as text (form fields) or number, within a range. */
export const intInRange = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', 'validation.required')
    .refine((v) => /^-?\d+$/.test(v), 'validation.int')
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: 'validation.range', params: { min, max } });

/*
 * Section building blocks (FIELDS.md kinds). Form inputs arrive as strings; where a number is
 * harmless (int, money) it is taken too, and the output is always the normalised text, so a saved
 * section reloads into the form exactly as it was validated.
 */

/** `missing` says how the member fills the field in: typed ('validation.required'), picked... */
const text = (required: boolean, missing = 'validation.required') =>
  required
    ? z.string({ error: missing }).trim().min(1, { error: missing, abort: true })
    : z.string({ error: 'validation.format' }).trim();

/** Required text of at most `max` characters matching `pattern`, else `key`. */
export const textMatching = (pattern: RegExp, key: string, max = DEFAULT_MAXLENGTH) =>
  text(true).max(max, { error: 'validation.tooLong', abort: true }).regex(pattern, key);

/** Optional text: '' (left blank) passes, anything else must match. */
export const optionalTextMatching = (pattern: RegExp, key: string, max = DEFAULT_MAXLENGTH) =>
  text(false)
    .max(max, { error: 'validation.tooLong', abort: true })
    .refine((v) => v === '' || pattern.test(v), key)
    .optional();

/** A required pick from a list served by a call (a bank code): "choose", not "enter". */
export const requiredPick = (max = DEFAULT_MAXLENGTH) =>
  text(true, 'validation.requiredChoice').max(max, 'validation.tooLong');

/** A required pick from an enumeration: nothing picked is "required", a stranger is "option". */
export const selectOf = <N extends EnumName>(name: N) =>
  text(true, 'validation.requiredChoice').pipe(z.enum(enums[name], { error: 'validation.option' }));

/** An optional pick: '' or absent means none. */
export const optionalSelectOf = (name: EnumName) =>
  z
    .string({ error: 'validation.option' })
    .trim()
    .refine((v) => v === '' || isEnumValue(name, v), 'validation.option')
    .optional();

export const yesNoValues = ['Y', 'N'] as const;
export type YesNo = (typeof yesNoValues)[number];

export const yesNo = text(true, 'validation.requiredAnswer')
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(yesNoValues, { error: 'validation.option' }));

export const optionalYesNo = z
  .string({ error: 'validation.option' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || v === 'Y' || v === 'N', 'validation.option')
  .optional();

const numberOrText = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((v) => String(v).trim());

/** A whole number from min to max, as digits; normalised ('070' -> '70'). */
export const intText = (min: number, max: number) =>
  numberOrText
    .refine((v) => v !== '', { error: 'validation.required', abort: true })
    .refine((v) => /^\d+$/.test(v), { error: 'validation.int', abort: true })
    .refine((v) => Number(v) >= min && Number(v) <= max, {
      error: 'validation.range',
      params: { min, max },
    })
    .transform((v) => String(Number(v)));

/** The same, optional: '' or absent gives ''. */
export const optionalIntText = (min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: 'validation.int' })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .refine((v) => v === '' || /^\d+$/.test(v), { error: 'validation.int', abort: true })
    .refine((v) => v === '' || (Number(v) >= min && Number(v) <= max), {
      error: 'validation.range',
      params: { min, max },
    })
    .transform((v) => (v === '' ? '' : String(Number(v))));

/** SPEC's money rule, also taking a number; the output is the text as typed (no reformatting). */
export const moneyText = numberOrText
  .refine((v) => v !== '', { error: 'validation.required', abort: true })
  .refine((v) => MONEY_INPUT.test(v), 'validation.money');

/** A real calendar date, YYYY-MM-DD. */
export const isoDate = text(true, 'validation.requiredChoice').refine(isIsoDate, {
  error: 'validation.date',
  abort: true,
});

/** A date strictly before today and at most `maxYears` years back (a birth date). */
export const pastDate = (today: string, maxYears: number) => {
  assertIsoDate(today);
  const oldest = shiftYears(today, -maxYears);
  return isoDate
    .refine((v) => v < today, { error: 'validation.datePast', abort: true })
    .refine((v) => v >= oldest, { error: 'validation.dateTooOld', params: { years: maxYears } });
};

/** A date on or before today (an employment start date). */
export const notFutureDate = (today: string) => {
  assertIsoDate(today);
  return isoDate.refine((v) => v <= today, 'validation.dateFuture');
};

/**
 * A date today or later, or nothing (an ID document's expiry: one already past is refused).
 * Without `today` only its form is checked (the wire's schema, judged again with the day given).
 */
export const optionalNotPastDate = (today?: string) => {
  if (today !== undefined) assertIsoDate(today);
  return z
    .string({ error: 'validation.date' })
    .trim()
    .optional()
    .refine((v) => !v || isIsoDate(v), { error: 'validation.date', abort: true })
    .refine((v) => !v || today === undefined || v >= today, 'validation.dateExpired');
};

/** Several picks from one enumeration, as a list or comma-separated text; duplicates dropped. */
export const optionalSelectList = (name: EnumName, max: number) =>
  z
    .union([z.array(z.string()), z.string()], { error: 'validation.option' })
    .optional()
    .transform((v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : v.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .refine((list) => list.every((item) => isEnumValue(name, item)), 'validation.option')
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= max, { error: 'validation.tooMany', params: { max } });

/** Upload ids are server-made tokens: letters, digits, '_' and '-'. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id platform/upload answered for a file (section `upload`). */
export const uploadId = (required: boolean) => {
  const id = z
    .string({ error: required ? 'validation.uploadRequired' : 'validation.format' })
    .trim()
    .refine((v) => v === '' || UPLOAD_ID.test(v), { error: 'validation.format', abort: true });
  return required ? id.refine((v) => v !== '', 'validation.uploadRequired') : id.optional();
};
