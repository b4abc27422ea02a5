import type { ProductType } from '@app/contract/enums';
import type { SectionName } from '@app/contract/sections/products';
import { paths } from '../../../config/paths';
import type { AppointmentPath } from '../../../config/paths';

/**
 * Which screens each product's reservation uses (SPEC §2, DESIGN.md "Reservations"). The sections
 * themselves come from the contract's productSections; this only says where each one lives.
 */
export type FlowName = 'insurance' | 'ita' | 'educationImmigrant' | 'houseTrustInvestment';

export interface Flow {
  name: FlowName;
  overview: AppointmentPath;
  sections: Partial<Record<SectionName, AppointmentPath>>;
  /**
   * Declarations, consents and signatures, then submit: every product passes it (issue 13), so
   * no overview submits by itself.
   */
  tip: AppointmentPath;
}

const a = paths.appointment;

export const flows: Record<FlowName, Flow> = {
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
};

export function flowOf(productType: ProductType): Flow {
  switch (productType) {
    case 'insurance':
      return flows.insurance;
    case 'ita':
      return flows.ita;
    case 'education':
    case 'immigration':
      return flows.educationImmigrant;
    default:
      return flows.houseTrustInvestment;
  }
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
