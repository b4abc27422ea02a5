import type { ProductType } from '@app/contract/enums';
import { productRules } from '@app/contract/product-registry';
import type { SectionName } from '@app/contract/sections/products';
import { flows } from '../../../config/flows';
import type { Flow } from '../../../config/flows';

export { flows } from '../../../config/flows';
export type { Flow, FlowName } from '../../../config/flows';

/** The screens of a product's reservation, as its registry entry names its flow. */
export function flowOf(productType: ProductType): Flow {
  return flows[productRules(productType).flow];
}

/** The section a section screen's route stands for (the same section in every flow). */
export function sectionAtPath(pathname: string): SectionName | undefined {
  for (const flow of Object.values(flows)) {
    for (const [section, path] of Object.entries(flow.sections)) {
      if (path === pathname) return section as SectionName;
    }
  }
  return undefined;
}

/** The full link to send to a policyholder (hash route, DESIGN.md). */
export function shareableLink(linkPath: string, origin = window.location.origin): string {
  return `${origin}/#${linkPath}`;
}
