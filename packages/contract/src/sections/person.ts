import * as z from 'zod';
import {
  intText,
  moneyText,
  notFutureDate,
  optionalSelectOf,
  optionalText,
  optionalYesNo,
  requiredText,
  selectOf,
  textMatching,
  yesNo,
} from '../fields.ts';
import {
  TELEPHONE,
  always,
  checkIdentity,
  contactShape,
  flag,
  identityShape,
  contactFields,
  identityFields,
  textOf,
} from './identity.ts';
import type { Data } from './identity.ts';
import { field, optional } from './meta.ts';
import type { FieldMeta } from './meta.ts';

/** Sections `applicant` (policyholder) and `insured`: FIELDS.md "Person". */
export type PersonRole = 'applicant' | 'insured';

export interface PersonOptions {
  role: PersonRole;
  /** YYYY-MM-DD: birth date and employment start date are judged against it. */
  today: string;
}

const personShape = (today: string) => ({
  ...identityShape(today),
  otherNationality: optionalSelectOf('country'),
  education: selectOf('education'),
  maritalStatus: selectOf('maritalStatus'),
  smoking: yesNo,
  ...contactShape,
  residentialSameAs: optionalSelectOf('addressSource'),
  residentialAddress: optionalText(120),
  postalCode: requiredText(10),
  usCitizen: yesNo,
  hkIdHolder: yesNo,
  hkCompany: optionalYesNo,
  weightKg: intText(2, 300),
  heightCm: intText(30, 250),
  monthlyIncome: moneyText,
  monthlyExpense: moneyText,
  employmentStartDate: notFutureDate(today),
  employer: requiredText(60),
  workPhone: textMatching(TELEPHONE, 'validation.telephone', 20),
  workAddress: requiredText(120),
  liquidAssets: moneyText,
  industry: selectOf('industry'),
  position: requiredText(40),
  holdsPolicy: yesNo,
});

function checkPerson(data: Data, ctx: z.RefinementCtx): void {
  checkIdentity(data, ctx);
  const other = textOf(data.otherNationality);
  if (other && other === textOf(data.nationality)) {
    flag(ctx, 'otherNationality', 'validation.notEqualNationality');
  }
  if (!textOf(data.residentialSameAs) && !textOf(data.residentialAddress)) {
    flag(ctx, 'residentialAddress', 'validation.required');
  }
}

const applicantSchema = (today: string) =>
  z
    .object({ ...personShape(today), relationToInsured: selectOf('relation') })
    .superRefine(checkPerson, always);

const insuredSchema = (today: string) =>
  z.object(personShape(today)).superRefine(checkPerson, always);

export type ApplicantData = z.output<ReturnType<typeof applicantSchema>>;
export type InsuredData = z.output<ReturnType<typeof insuredSchema>>;

export function personSchema(options: {
  role: 'applicant';
  today: string;
}): ReturnType<typeof applicantSchema>;
export function personSchema(options: {
  role: 'insured';
  today: string;
}): ReturnType<typeof insuredSchema>;
export function personSchema(
  options: PersonOptions,
): ReturnType<typeof applicantSchema> | ReturnType<typeof insuredSchema>;
export function personSchema({ role, today }: PersonOptions) {
  return role === 'applicant' ? applicantSchema(today) : insuredSchema(today);
}

/**
 * The insured section when the applicant insures themself (relationToInsured 'self'): the same
 * person, so the form need not be filled twice.
 */
export function insuredFromApplicant(applicant: Data): Data {
  return Object.fromEntries(
    Object.entries(applicant).filter(([key]) => key !== 'relationToInsured'),
  );
}

/** The person form in FIELDS.md order; relationToInsured only for the applicant. */
export function personFields(role: PersonRole): FieldMeta[] {
  return [
    ...identityFields,
    field('otherNationality', 'select', { enum: 'country', ...optional }),
    ...(role === 'applicant' ? [field('relationToInsured', 'select', { enum: 'relation' })] : []),
    field('education', 'select', { enum: 'education' }),
    field('maritalStatus', 'select', { enum: 'maritalStatus' }),
    field('smoking', 'yesno'),
    ...contactFields,
    field('residentialSameAs', 'select', { enum: 'addressSource', ...optional }),
    field('residentialAddress', 'textarea', {
      maxLength: 120,
      required: 'conditional',
      requiredWhen: { field: 'residentialSameAs', is: 'empty' },
    }),
    field('postalCode', 'text', { maxLength: 10 }),
    field('usCitizen', 'yesno'),
    field('hkIdHolder', 'yesno'),
    field('hkCompany', 'yesno', optional),
    field('weightKg', 'int', { maxLength: 3 }),
    field('heightCm', 'int', { maxLength: 3 }),
    field('monthlyIncome', 'money', { maxLength: 20 }),
    field('monthlyExpense', 'money', { maxLength: 20 }),
    field('employmentStartDate', 'date'),
    field('employer', 'text', { maxLength: 60 }),
    field('workPhone', 'text', { maxLength: 20, inputMode: 'tel' }),
    field('workAddress', 'textarea', { maxLength: 120 }),
    field('liquidAssets', 'money', { maxLength: 20 }),
    field('industry', 'select', { enum: 'industry' }),
    field('position', 'text', { maxLength: 40 }),
    field('holdsPolicy', 'yesno'),
  ];
}
