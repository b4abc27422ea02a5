import { fieldRow, optional } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Section `education` (education and immigration forms): FIELDS.md "Education". */

/** A GPA on a 0-5 scale or a 0-100 percentage, up to two decimals. */
const GPA = /^(\d{1,3})(\.\d{1,2})?$/;

export const educationRows: readonly FieldRow[] = [
  fieldRow('bachelorUniversity', 'text', '本科院校', '本科院校', 'Undergraduate university', {
    maxLength: 80,
  }),
  fieldRow('bachelorGpa', 'text', '本科 GPA', '本科 GPA', 'Undergraduate GPA', {
    maxLength: 6,
    inputMode: 'decimal',
    match: { pattern: GPA, message: 'validation.gpa', check: (v) => Number(v) <= 100 },
  }),
  fieldRow('bachelorCourses', 'textarea', '本科主修课程', '本科主修課程', 'Undergraduate courses', {
    maxLength: 200,
  }),
  fieldRow('masterUniversity', 'text', '硕士院校', '碩士院校', "Master's university", {
    maxLength: 80,
    ...optional,
  }),
  fieldRow('masterCourses', 'textarea', '硕士主修课程', '碩士主修課程', "Master's courses", {
    maxLength: 200,
    required: 'conditional',
    requiredWhen: { field: 'masterUniversity', is: 'filled' },
  }),
];
