import type { ProductType } from '../enums.ts';
import { mapProducts } from '../product-registry.ts';
import type { SectionName } from './section-names.ts';

/**
 * The sections of each product, as the product registry (product-registry.ts) says, for the many
 * callers that ask only this.
 */
export { sectionNames, sectionTitles } from './section-names.ts';
export type { SectionData, SectionName } from './section-names.ts';
export { hasSection } from '../product-registry.ts';

/** The sections each product's reservation is made of, in the order the overview lists them. */
export const productSections: Record<ProductType, readonly SectionName[]> = mapProducts(
  (rules) => rules.sections,
);
