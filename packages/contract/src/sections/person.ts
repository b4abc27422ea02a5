import * as z from 'zod';
import { always, checkRequiredWhen, flag, shapeOf } from './field-schema.ts';
import type { Data } from './field-schema.ts';
import { checkIdentity } from './identity.ts';
import { rowsFor, textOf } from './meta.ts';
import { sectionTables } from './tables.ts';
import type { PersonRole } from './person-table.ts';
import type { SectionData } from './products.ts';

/** Sections `applicant` (policyholder) and `insured`: the table is person-table.ts. */
export type { PersonRole };

export interface PersonOptions {
  role: PersonRole;
  /** YYYY-MM-DD: birth date and employment start date are judged against it. */
  today: string;
}

const requiredWhen = checkRequiredWhen(sectionTables.applicant);

function checkPerson(data: Data, ctx: z.RefinementCtx): void {
  checkIdentity(data, ctx);
  const other = textOf(data.otherNationality);
  if (other && other === textOf(data.nationality)) {
    flag(ctx, 'otherNationality', 'validation.notEqualNationality');
  }
  requiredWhen(data, ctx);
}

/** Field key -> value, as the schema outputs it. */
export type ApplicantData = SectionData;
export type InsuredData = SectionData;

export function personSchema({ role, today }: PersonOptions) {
  return z
    .object(shapeOf(rowsFor(sectionTables[role], role), { today }))
    .superRefine(checkPerson, always);
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
