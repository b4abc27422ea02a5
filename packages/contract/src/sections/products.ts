import type { ProductType } from '../enums.ts';

/** Section names as they travel in EditAppointInfo and appointment.sections (DESIGN.md). */
export const sectionNames = [
  'applicant',
  'insured',
  'ita',
  'customer',
  'education',
  'bank',
  'upload',
] as const;
export type SectionName = (typeof sectionNames)[number];

/** The sections each product's reservation is made of, in the order the overview lists them. */
export const productSections: Record<ProductType, readonly SectionName[]> = {
  insurance: ['applicant', 'insured', 'upload'],
  ita: ['applicant', 'insured', 'ita', 'upload'],
  education: ['customer', 'education', 'bank', 'upload'],
  immigration: ['customer', 'education', 'bank', 'upload'],
  realEstate: ['customer', 'bank', 'upload'],
  trust: ['customer', 'bank', 'upload'],
  investment: ['customer', 'bank', 'upload'],
};

export function hasSection(productType: ProductType, section: SectionName): boolean {
  return productSections[productType].includes(section);
}

/** Section data as stored and sent: field key -> value (text, or a list of codes). */
export type SectionData = Record<string, unknown>;
