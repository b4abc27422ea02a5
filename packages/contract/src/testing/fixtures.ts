import { assertIsoDate, daysInMonth, formatIsoDate } from '../dates.ts';
import type { ProductType } from '../enums.ts';
import { productSections } from '../sections/products.ts';
import type { SectionName } from '../sections/products.ts';
import { requiredUploads } from '../sections/upload.ts';

/**
 * Valid section data built for a given day, for tests on every side (contract, server, browser).
 * Values are strings, as a form sends them. Dates are placed relative to `today` so the fixtures
 * stay valid whatever day the tests run on.
 */
export type FixtureData = Record<string, string | string[]>;

/** A real date `years` before today (29 February falls back to the 28th). */
export function yearsBefore(today: string, years: number, extraDays = 0): string {
  const { year, month, day } = assertIsoDate(today);
  const y = year - years;
  const date = new Date(Date.UTC(y, month - 1, Math.min(day, daysInMonth(y, month)) - extraDays));
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** MM/YY a few years after today: a card that has not expired. */
export function futureCardExpiry(today: string, years = 3): string {
  const { year, month } = assertIsoDate(today);
  return `${String(month).padStart(2, '0')}/${String((year + years) % 100).padStart(2, '0')}`;
}

export const VALID_CN_ID = '11010519491231002X';
export const VALID_HKID = 'A123456(3)';
export const VALID_CARD = '4111111111111111';

const identity = (today: string): FixtureData => ({
  nameCn: '陈大文',
  nameEn: 'Chan Tai Man',
  idType: 'cnId',
  idNumber: VALID_CN_ID,
  gender: 'M',
  birthDate: yearsBefore(today, 35, 40),
  nationality: 'CN',
});

const contact: FixtureData = {
  areaCode: '+86',
  phone: '13800138000',
  email: 'chan.taiman@example.com',
  mailingAddress: '香港中环皇后大道中 1 号',
};

const person = (today: string): FixtureData => ({
  ...identity(today),
  otherNationality: '',
  education: 'bachelor',
  maritalStatus: 'married',
  smoking: 'N',
  ...contact,
  residentialSameAs: '',
  residentialAddress: '香港九龙尖沙咀广东道 5 号',
  postalCode: '999077',
  usCitizen: 'N',
  hkIdHolder: 'Y',
  hkCompany: 'N',
  weightKg: '68',
  heightCm: '175',
  monthlyIncome: '50000',
  monthlyExpense: '20000.50',
  employmentStartDate: yearsBefore(today, 5),
  employer: 'ABC Trading Ltd',
  workPhone: '+852 2123-4567',
  workAddress: '香港湾仔港湾道 18 号',
  liquidAssets: '1200000',
  industry: 'finance',
  position: 'Manager',
  holdsPolicy: 'N',
});

const builders: Record<
  Exclude<SectionName, 'upload'>,
  (today: string, product: ProductType) => FixtureData
> = {
  applicant: (today) => ({ ...person(today), relationToInsured: 'spouse' }),
  insured: (today) => ({
    ...person(today),
    nameCn: '李小红',
    nameEn: 'Li Siu Hung',
    gender: 'F',
    idType: 'hkId',
    idNumber: VALID_HKID,
    areaCode: '+852',
    phone: '91234567',
  }),
  ita: (today) => ({
    fundingCountry: 'HK',
    otherFundingCountries: ['CN', 'SG'],
    fundingMethod: 'creditCard',
    cardNumber: VALID_CARD,
    cardType: 'visa',
    cardExpiry: futureCardExpiry(today),
    accountOpenDate: yearsBefore(today, 2),
    accountOpenAddress: '香港中环德辅道中 10 号',
    taxCountry: 'HK',
    taxId: 'A1234563',
  }),
  customer: (today, product) => ({
    ...identity(today),
    ...contact,
    ...(product === 'education' || product === 'immigration' ? { childrenCount: '2' } : {}),
    annualIncome: '600000',
  }),
  education: () => ({
    bachelorUniversity: '香港大学',
    bachelorGpa: '3.65',
    bachelorCourses: 'Economics, Statistics',
    masterUniversity: 'University of Oxford',
    masterCourses: 'Finance',
  }),
  bank: () => ({
    bankCode: '004',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    branchNumber: '123',
    swiftCode: 'HSBCHKHHHKH',
    holderName: 'Chan Tai Man',
    holderPhone: '+852 9123 4567',
    holderAddress: '香港中环皇后大道中 1 号',
    bankAddress: '香港中环皇后大道中 1 号',
    accountNumber: '123-456789-001',
  }),
};

/** The other sections of a product, all valid: what the upload requirements are judged on. */
export function validSections(
  productType: ProductType,
  today: string,
): Partial<Record<SectionName, FixtureData>> {
  const out: Partial<Record<SectionName, FixtureData>> = {};
  for (const section of productSections[productType]) {
    if (section !== 'upload') out[section] = builders[section](today, productType);
  }
  out.upload = validUploads(productType, out, today);
  return out;
}

/** An upload id for every kind the product requires with these sections on that day. */
export function validUploads(
  productType: ProductType,
  sections: Partial<Record<SectionName, FixtureData>>,
  today: string,
): FixtureData {
  return Object.fromEntries(
    requiredUploads(productType, sections, today).map((kind) => [kind, `upl_${kind}`]),
  );
}

/** A complete valid data object for one section of one product. */
export function validSection(
  section: SectionName,
  productType: ProductType,
  today: string,
): FixtureData {
  if (section === 'upload') return validSections(productType, today).upload ?? {};
  return builders[section](today, productType);
}

/** A copy of the data without one field: the "left out" case of a form. */
export function without<T extends Record<string, unknown>>(data: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([k]) => k !== key)) as Partial<T>;
}

/** A valid family member (user/saveSubUser's fields), as a form sends them. */
export const familyMemberFixture = (today: string): Record<string, string> => ({
  chineseName: '陈小明',
  englishName: 'Chan Siu Ming',
  relation: 'child',
  gender: 'M',
  birthDate: yearsBefore(today, 8, 10),
  idType: 'hkId',
  idNumber: VALID_HKID,
  nationality: 'HK',
});
