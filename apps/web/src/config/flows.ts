import type { FlowName } from '@app/contract/product-registry';
import type { SectionName } from '@app/contract/sections/section-names';
import { paths } from './paths';
import type { AppointmentPath } from './paths';

/**
 * Where each flow's screens live (SPEC §2, DESIGN.md "Reservations"). The product registry (the
 * contract's product-registry.ts) says which flow a product uses and which sections it has; the
 * route table (app/routes.ts) and the appointment feature's flowOf are built from this. It sits in
 * the shared config, with the paths, and loads no code of the contract: the route table is part of
 * the first screen's chunk.
 */
export type { FlowName };

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
} as const satisfies Record<FlowName, Flow>;

const flowList: readonly Flow[] = Object.values(flows);

/** Every flow's screens by the screen that shows them, in flow order: the route table's entries. */
export const flowRoutes = {
  overviews: flowList.map((flow) => flow.overview),
  sections: flowList.flatMap((flow) =>
    Object.entries(flow.sections)
      .filter(([section]) => section !== 'upload')
      .map(([, path]) => path),
  ),
  uploads: flowList.flatMap((flow) => flow.sections.upload ?? []),
};
