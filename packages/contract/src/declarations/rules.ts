import { ageOn } from '../checks.ts';
import type { ProductType } from '../enums.ts';
import type { SectionData, SectionName } from '../sections/products.ts';

/**
 * Who signs and which consents apply, judged on the saved sections and the day of submission. The
 * tip screen asks for exactly this and the server requires exactly this (zod-free, both load it).
 */

/**
 * The signatures drawn on the tip screen travel as uploads of these kinds (platform/upload, PNG).
 * They are not files of the upload section's form: they belong to the declarations.
 */
export const signatureKinds = ['signaturePolicyholder', 'signatureInsured'] as const;
export type SignatureKind = (typeof signatureKinds)[number];

export function isSignatureKind(kind: string): kind is SignatureKind {
  return (signatureKinds as readonly string[]).includes(kind);
}

type Sections = Partial<Record<SectionName, SectionData | undefined>>;

const ADULT_AGE = 18;

/**
 * The policyholder (or the customer, for products without one) always signs. The insured signs
 * too when they are someone else (the applicant's relation is not 'self') and an adult on the day:
 * a minor's policy is signed by the parent who holds it.
 */
export function requiredSignatures(
  productType: ProductType,
  sections: Sections,
  today: string,
): SignatureKind[] {
  const kinds: SignatureKind[] = ['signaturePolicyholder'];
  if (productType !== 'insurance' && productType !== 'ita') return kinds;
  if (sections.applicant?.relationToInsured === 'self') return kinds;
  const birthDate = sections.insured?.birthDate;
  const age = typeof birthDate === 'string' ? ageOn(birthDate, today) : null;
  // An insured whose age cannot be read yet is asked to sign: the safer side of the rule.
  if (age === null || age >= ADULT_AGE) kinds.push('signatureInsured');
  return kinds;
}

/** ID documents only a resident of the Chinese mainland holds: the resident ID card and the exit permit. */
const MAINLAND_IDS = new Set(['cnId', 'hkMacauPass']);

/**
 * A person the reservation describes who lives in the Chinese mainland: their data leaving the
 * mainland (to Hong Kong, where the intermediary works) needs a separate consent (PIPL). Judged by
 * the ID document (resident ID card, exit permit to Hong Kong and Macao) or a Chinese passport.
 */
export function isMainlandResident(person: SectionData | undefined): boolean {
  if (!person) return false;
  const idType = person.idType;
  if (typeof idType === 'string' && MAINLAND_IDS.has(idType)) return true;
  return idType === 'passport' && person.nationality === 'CN';
}

/** Whether the crossBorder consent is asked: any person of the reservation lives in the mainland. */
export function crossBorderApplies(sections: Sections): boolean {
  const people: SectionName[] = ['applicant', 'insured', 'customer'];
  return people.some((section) => isMainlandResident(sections[section]));
}
