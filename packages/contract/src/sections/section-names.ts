import type { Labels } from '../codes.ts';

/**
 * The sections as they travel in EditAppointInfo and appointment.sections (DESIGN.md), with their
 * titles ('section.<name>' in labels.ts). Which product has which is the product registry's
 * (product-registry.ts).
 */
const sections = [
  { name: 'applicant', zh: '投保人信息', hk: '投保人資料', en: 'Policyholder' },
  { name: 'insured', zh: '受保人信息', hk: '受保人資料', en: 'Insured' },
  { name: 'ita', zh: 'ITA 信息', hk: 'ITA 資料', en: 'ITA' },
  { name: 'customer', zh: '客户信息', hk: '客戶資料', en: 'Customer information' },
  { name: 'education', zh: '教育背景', hk: '教育背景', en: 'Education background' },
  { name: 'bank', zh: '银行信息', hk: '銀行資料', en: 'Bank information' },
  { name: 'upload', zh: '上传资料', hk: '上載資料', en: 'Uploads' },
] as const;

export const sectionNames = sections.map((section) => section.name);
export type SectionName = (typeof sectionNames)[number];

/** Section data as stored and sent: field key -> value (text, or a list of codes). */
export type SectionData = Record<string, unknown>;

/** Every section's title, as label rows. */
export const sectionTitles: readonly ({ key: SectionName } & Labels)[] = sections.map(
  ({ name, zh, hk, en }) => ({ key: name, zh, hk, en }),
);
