import type { SignatureKind } from './declarations/signature-kinds.ts';
import type { ProductType } from './enums.ts';
import type { SectionName } from './sections/section-names.ts';
import type { UploadKind } from './sections/upload-table.ts';

/**
 * Everything that differs between products, in one place: the contract's rules (sections, uploads,
 * signatures, the customer form), the server's checks and the web's flows ask this table, never
 * the product's name. A product is added here (and its value and labels in enums.ts); a product
 * without an entry, or a question about one that does not exist, is a type error.
 */

/**
 * The member app's reservation flows (SPEC §2's folders under pages/appointment): which screens
 * a product's overview and sections use. The web maps each to its routes (features/appointment/
 * lib/flows.ts); the paths are SPEC's.
 */
export type FlowName = 'insurance' | 'ita' | 'educationImmigrant' | 'houseTrustInvestment';

/**
 * When a product asks for an upload kind: always, when the insured is under 18 on the day of
 * submission, or when the ITA section says the funds come by credit card.
 */
export type UploadRule = 'always' | 'insuredUnder18' | 'paidByCard';

/**
 * When a signature is asked: always (the policyholder, or the customer of a product without one),
 * or when the insured is an adult other than the policyholder (declarations/rules.ts).
 */
export type SignatureRule = 'always' | 'adultInsuredOtherThanPolicyholder';

export interface ProductRules {
  /** The sections of its reservation, in the order the overview lists them. */
  sections: readonly SectionName[];
  /** The upload kinds it may ask for, each with when it is required. */
  uploads: Partial<Record<UploadKind, UploadRule>>;
  /** The signatures of its tip screen, each with when it is asked. */
  signatures: Partial<Record<SignatureKind, SignatureRule>>;
  /** Whether its customer section asks for the number of children. */
  asksChildren: boolean;
  /** The member app's screens for it. */
  flow: FlowName;
}

export type ProductRegistry = Record<ProductType, ProductRules>;

const idAndPass = {
  idCardFront: 'always',
  idCardBack: 'always',
  passFront: 'always',
  passBack: 'always',
} as const;

/** A person insured, who is not always the policyholder (insurance, ITA). */
const insuredPerson = {
  uploads: { ...idAndPass, birthCertificate: 'insuredUnder18' },
  signatures: {
    signaturePolicyholder: 'always',
    signatureInsured: 'adultInsuredOtherThanPolicyholder',
  },
  asksChildren: false,
} as const;

const customerSigns = { signaturePolicyholder: 'always' } as const;

/** A customer who studies or settles abroad: their education, a résumé, a bank account. */
const studyOrSettle = {
  sections: ['customer', 'education', 'bank', 'upload'],
  uploads: { ...idAndPass, resume: 'always', savingsCardFront: 'always' },
  signatures: customerSigns,
  asksChildren: true,
  flow: 'educationImmigrant',
} as const;

/** A customer and their bank account (real estate, trust, investment). */
const customerWithBank = {
  sections: ['customer', 'bank', 'upload'],
  uploads: { ...idAndPass, savingsCardFront: 'always' },
  signatures: customerSigns,
  asksChildren: false,
  flow: 'houseTrustInvestment',
} as const;

export const productRegistry = {
  insurance: {
    ...insuredPerson,
    sections: ['applicant', 'insured', 'upload'],
    flow: 'insurance',
  },
  ita: {
    ...insuredPerson,
    sections: ['applicant', 'insured', 'ita', 'upload'],
    uploads: { ...insuredPerson.uploads, creditCardFront: 'paidByCard' },
    flow: 'ita',
  },
  education: studyOrSettle,
  immigration: studyOrSettle,
  realEstate: customerWithBank,
  trust: customerWithBank,
  investment: customerWithBank,
} as const satisfies ProductRegistry;

/**
 * Every product, in the enumeration's order (a test holds the two together; the registry does not
 * load the enumerations' labels, which the web keeps out of its first screens).
 */
export const productTypes = Object.keys(productRegistry) as readonly ProductType[];

export const productRules = (productType: ProductType): ProductRules =>
  productRegistry[productType];

export function hasSection(productType: ProductType, section: SectionName): boolean {
  return productRules(productType).sections.includes(section);
}

/** A policyholder (the applicant section) holds the policy and signs as such (insurance, ITA). */
export const hasPolicyholder = (productType: ProductType): boolean =>
  hasSection(productType, 'applicant');

/** An insured person, who may be someone other than the policyholder (insurance, ITA). */
export const hasInsured = (productType: ProductType): boolean => hasSection(productType, 'insured');

/** The products whose entry answers yes to `ask`. */
export const productsWhere = (ask: (rules: ProductRules) => boolean): ProductType[] =>
  productTypes.filter((productType) => ask(productRules(productType)));

/** One answer per product, e.g. each product's sections. */
export function mapProducts<T>(answer: (rules: ProductRules) => T): Record<ProductType, T> {
  const entries = productTypes.map((productType) => [
    productType,
    answer(productRules(productType)),
  ]);
  return Object.fromEntries(entries) as Record<ProductType, T>;
}
