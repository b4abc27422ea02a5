import type { FieldRow } from './meta.ts';

/** Section `education` (education and immigration forms): FIELDS.md "Education". */

/** A GPA on a 0-5 scale or a 0-100 percentage, up to two decimals. */
const GPA = /^(\d{1,3})(\.\d{1,2})?$/;

export const educationRows: readonly FieldRow[] = [
  {
    key: 'bachelorUniversity',
    kind: 'text',
    zh: '本科院校',
    en: 'Undergraduate university',
    maxLength: 80,
  },
  {
    key: 'bachelorGpa',
    kind: 'text',
    zh: '本科 GPA',
    en: 'Undergraduate GPA',
    maxLength: 6,
    inputMode: 'decimal',
    match: { pattern: GPA, message: 'validation.gpa', check: (v) => Number(v) <= 100 },
  },
  {
    key: 'bachelorCourses',
    kind: 'textarea',
    zh: '本科主修课程',
    en: 'Undergraduate courses',
    maxLength: 200,
  },
  {
    key: 'masterUniversity',
    kind: 'text',
    zh: '硕士院校',
    en: "Master's university",
    maxLength: 80,
    required: false,
  },
  {
    key: 'masterCourses',
    kind: 'textarea',
    zh: '硕士主修课程',
    en: "Master's courses",
    maxLength: 200,
    required: 'conditional',
    requiredWhen: { field: 'masterUniversity', is: 'filled' },
  },
];
