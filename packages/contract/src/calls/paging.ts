import * as z from 'zod';

/**
 * Paging and id fields of form-encoded requests: every value arrives as text, so numbers are
 * coerced and bounded; an absent field takes DESIGN.md's default.
 */
const count = () =>
  z.coerce.number({ error: 'validation.int' }).int('validation.int').min(1, 'validation.min');

/** Page number, from 1. */
export const page = count().default(1);

/** Page size with its default and upper bound (routes.ts holds DESIGN.md's figures). */
export const pageSize = (byDefault: number, max: number) =>
  count().max(max, 'validation.max').default(byDefault);

/** A record id as text (the database's key, whatever its type). */
export const recordId = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong');

/** A list and how many items there are in all (the money area's lists answer only these). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

/** A page of a list: data of the list calls. */
export const paged = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({ page: z.number().int().min(1), size: z.number().int().min(1) });

/** ISO date (YYYY-MM-DD) and instant (with offset) as the answers carry them. */
export const dateText = z.iso.date();
export const instantText = z.iso.datetime({ offset: true });
/** Amounts travel as decimal text, never as binary floating point. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);
export const currencyCode = z.string().regex(/^[A-Z]{3}$/);
