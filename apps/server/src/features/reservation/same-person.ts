import type { ProductType } from '@app/contract/enums';
import { insuredFromApplicant } from '@app/contract/sections/person';
import { hasSection } from '@app/contract/sections/products';
import type { SectionData, SectionName } from '@app/contract/sections/products';

/** A section that holds a copy of the person another section is about. */
export interface PersonCopy {
  section: SectionName;
  data: SectionData;
}

const isSelf = (data: SectionData | undefined) => data?.relationToInsured === 'self';

/**
 * The other copies of the person a save writes (issue 36): a policyholder who insures themself
 * ('self') is the insured too, so saving either section writes the other, in the same
 * transaction; two addresses for one person cannot arise. The insured copy is the policyholder
 * without the relation; the policyholder copy is the insured with it.
 */
export function copiesOf(
  productType: ProductType,
  section: SectionName,
  data: SectionData,
  stored: Partial<Record<SectionName, SectionData>>,
): PersonCopy[] {
  if (!hasSection(productType, 'insured')) return [];
  if (section === 'applicant' && isSelf(data)) {
    return [{ section: 'insured', data: insuredFromApplicant(data) }];
  }
  if (section === 'insured' && isSelf(stored.applicant)) {
    return [{ section: 'applicant', data: { ...data, relationToInsured: 'self' } }];
  }
  return [];
}
