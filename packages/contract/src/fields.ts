import * as z from 'zod';
import { DEFAULT_MAXLENGTH } from './constants.ts';
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
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional();

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong')
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
  .refine(isPassword, 'validation.password');

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
