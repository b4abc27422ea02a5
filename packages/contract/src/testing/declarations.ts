import { crossBorderApplies, requiredSignatures } from '../declarations/rules.ts';
import type { SignatureKind } from '../declarations/rules.ts';
import { declarationsJson } from '../declarations/texts.ts';
import type { ProductType } from '../enums.ts';
import type { SectionData, SectionName } from '../sections/products.ts';

/**
 * What a submit of these sections needs beyond them, as a member who read, ticked and signed
 * everything sends it: the `declarations` JSON and the signature kinds to upload first. Every
 * test helper that submits (server, browser, bench) takes it from here.
 */
export function declarationsFor(
  productType: ProductType,
  sections: Partial<Record<SectionName, SectionData | undefined>>,
  today: string,
): { declarations: string; signatures: SignatureKind[] } {
  return {
    declarations: declarationsJson({
      use: true,
      sensitive: true,
      crossBorder: crossBorderApplies(sections),
    }),
    signatures: requiredSignatures(productType, sections, today),
  };
}
