import { ageOn } from '../checks.ts';
import type { ProductType } from '../enums.ts';
import { productRules } from '../product-registry.ts';
import type { SignatureRule } from '../product-registry.ts';
import type { SectionData, SectionName } from '../sections/section-names.ts';
import { signatureKinds } from './signature-kinds.ts';
import type { SignatureKind } from './signature-kinds.ts';

/**
 * Who signs and which consents apply, judged on the saved sections and the day of submission. The
 * tip screen asks for exactly this and the server requires exactly this (zod-free, both load it).
 */

export { signatureKinds } from './signature-kinds.ts';
export type { SignatureKind } from './signature-kinds.ts';

export function isSignatureKind(kind: string): kind is SignatureKind {
  return (signatureKinds as readonly string[]).includes(kind);
}

type Sections = Partial<Record<SectionName, SectionData | undefined>>;

const ADULT_AGE = 18;

/**
 * The policyholder (or the customer, for products without one) always signs. The insured signs
 * too when they are someone else (the applicant's relation is not 'self') and an adult on the day:
 * a minor's policy is signed by the parent who holds it. Which product asks which: the registry.
 */
export function requiredSignatures(
  productType: ProductType,
  sections: Sections,
  today: string,
): SignatureKind[] {
  const rules = productRules(productType).signatures;
  return signatureKinds.filter((kind) => {
    const rule = rules[kind];
    return rule !== undefined && signatureRuleHolds(rule, sections, today);
  });
}

function signatureRuleHolds(rule: SignatureRule, sections: Sections, today: string): boolean {
  if (rule === 'always') return true;
  if (sections.applicant?.relationToInsured === 'self') return false;
  const birthDate = sections.insured?.birthDate;
  const age = typeof birthDate === 'string' ? ageOn(birthDate, today) : null;
  // An insured whose age cannot be read yet is asked to sign: the safer side of the rule.
  return age === null || age >= ADULT_AGE;
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
