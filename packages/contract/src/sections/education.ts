import * as z from 'zod';
import { optionalText, requiredText, textMatching } from '../fields.ts';
import { always, flag, textOf } from './identity.ts';
import type { Data } from './identity.ts';
import { field, optional } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/** Section `education` (education and immigration forms). */

/** A GPA on a 0-5 scale or a 0-100 percentage, up to two decimals. */
const GPA = /^(\d{1,3})(\.\d{1,2})?$/;
const isGpa = (v: string): boolean => GPA.test(v) && Number(v) <= 100;

function checkEducation(data: Data, ctx: z.RefinementCtx): void {
  if (textOf(data.masterUniversity) && !textOf(data.masterCourses)) {
    flag(ctx, 'masterCourses', 'validation.required');
  }
}

export const educationSchema = () =>
  z
    .object({
      bachelorUniversity: requiredText(80),
      bachelorGpa: textMatching(GPA, 'validation.gpa', 6).refine(isGpa, 'validation.gpa'),
      bachelorCourses: requiredText(200),
      masterUniversity: optionalText(80),
      masterCourses: optionalText(200),
    })
    .superRefine(checkEducation, always);

export type EducationData = z.output<ReturnType<typeof educationSchema>>;

export const educationFields: FieldMeta[] = [
  field('bachelorUniversity', 'text', { maxLength: 80 }),
  field('bachelorGpa', 'text', { maxLength: 6, inputMode: 'decimal' }),
  field('bachelorCourses', 'textarea', { maxLength: 200 }),
  field('masterUniversity', 'text', { maxLength: 80, ...optional }),
  field('masterCourses', 'textarea', {
    maxLength: 200,
    required: 'conditional',
    requiredWhen: { field: 'masterUniversity', is: 'filled' },
  }),
];
