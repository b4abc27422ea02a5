import type { ProductType } from '@app/contract/enums';
import { productRules } from '@app/contract/product-registry';
import type { FlowName } from '@app/contract/product-registry';
import type { SectionName } from '@app/contract/sections/products';
import { paths } from '../../../config/paths';
import type { ReservationPath } from '../../../config/paths';

/**
 * Where each flow's screens live (SPEC §2, DESIGN.md "Reservations"). The product registry (the
 * contract's product-registry.ts) says which flow a product uses and which sections it has; this
 * only says where each flow's screens are. The route table (app/routes.ts) registers every
 * reservation path of config/paths.ts by its shape; app/routes.test.ts holds it to this table.
 */
export type { FlowName } from '@app/contract/product-registry';

export interface Flow {
  name: FlowName;
  overview: ReservationPath;
  sections: Partial<Record<SectionName, ReservationPath>>;
  /**
   * Declarations, consents and signatures, then submit: every product passes it (issue 13), so
   * no overview submits by itself.
   */
  tip: ReservationPath;
}

const a = paths.appointment;

export const flows = {
  insurance: {
    name: 'insurance',
    overview: a.appointment,
    sections: { applicant: a.applicantInfo, insured: a.insurantInfo, upload: a.upload },
    tip: a.tip,
  },
  ita: {
    name: 'ita',
    overview: a.ita.index,
    sections: {
      applicant: a.ita.applicantInfo,
      insured: a.ita.insurantInfo,
      ita: a.ita.ita,
      upload: a.ita.upload,
    },
    tip: a.tip,
  },
  educationImmigrant: {
    name: 'educationImmigrant',
    overview: a.educationImmigrant.index,
    sections: {
      customer: a.educationImmigrant.customerInfo,
      education: a.educationImmigrant.customerEducation,
      bank: a.educationImmigrant.bankInfo,
      upload: a.educationImmigrant.upload,
    },
    tip: a.tip,
  },
  houseTrustInvestment: {
    name: 'houseTrustInvestment',
    overview: a.houseTrustInvestment.index,
    sections: {
      customer: a.houseTrustInvestment.customerInfo,
      bank: a.houseTrustInvestment.bankInfo,
      upload: a.houseTrustInvestment.upload,
    },
    tip: a.tip,
  },
} satisfies Record<FlowName, Flow>;

/** The screens of a product's reservation, as its registry entry names its flow. */
export function flowOf(productType: ProductType): Flow {
  return flows[productRules(productType).flow];
}

/** The section a section screen's route stands for (the same section in every flow). */
export function sectionAtPath(pathname: string): SectionName | undefined {
  for (const flow of Object.values<Flow>(flows)) {
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
