import * as z from 'zod';
import { always, shapeOf } from './field-schema.ts';
import { familyRows } from './family-table.ts';
import type { FamilyField } from './family-table.ts';
import { checkIdentity } from './identity.ts';
import type { FieldRow } from './meta.ts';

/** A family member's id as the server made it. */
export const familyMemberId = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.format');

/** Without a day to judge by, a date is only checked to be a real date (see familyMemberSchema). */
const withoutDayBound = (row: FieldRow): FieldRow => {
  const { maxYearsAgo: _maxYearsAgo, notFuture: _notFuture, ...rest } = row;
  return rest;
};

/** A family member as the schema outputs it: every field is required text. */
export type FamilyMemberValues = Record<FamilyField, string> & { id?: string | undefined };
/** What a form or a client sends. */
export type FamilyMemberInput = Partial<Record<FamilyField | 'id', string>>;
type FamilySchema = z.ZodType<FamilyMemberValues, FamilyMemberInput>;
let wire: FamilySchema | undefined;
let ofTheDay: { today: string; schema: FamilySchema } | undefined;

function build(today: string | undefined): FamilySchema {
  const rows = today ? familyRows : familyRows.map(withoutDayBound);
  // The rows' shape is typed loosely (any table); these rows are all required text.
  return z
    .object({ id: familyMemberId.optional(), ...shapeOf(rows, today ? { today } : {}) })
    .superRefine(checkIdentity, always) as unknown as FamilySchema;
}

/**
 * user/saveSubUser's body: an id when changing one, and the person's fields, checked as the
 * insured section checks them (family-table.ts). The birth date is judged against `today` (before
 * it, at most 100 years back); without it only as a real date: that is the call's wire schema,
 * and the server then judges the day with the full one.
 */
export function familyMemberSchema(today?: string): FamilySchema {
  // Building a zod object costs far more than parsing with it; the day rarely changes.
  if (!today) return (wire ??= build(undefined));
  if (ofTheDay?.today !== today) ofTheDay = { today, schema: build(today) };
  return ofTheDay.schema;
}
