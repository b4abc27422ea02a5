/**
 * The sections as they travel in EditAppointInfo and appointment.sections (DESIGN.md), with their
 * titles ('section.<name>' in labels.ts). Which product has which is the product registry's
 * (product-registry.ts).
 */
const sections = [
  { name: 'applicant', zh: '投保人信息', en: 'Policyholder' },
  { name: 'insured', zh: '受保人信息', en: 'Insured' },
  { name: 'ita', zh: 'ITA 信息', en: 'ITA' },
  { name: 'customer', zh: '客户信息', en: 'Customer information' },
  { name: 'education', zh: '教育背景', en: 'Education background' },
  { name: 'bank', zh: '银行信息', en: 'Bank information' },
  { name: 'upload', zh: '上传资料', en: 'Uploads' },
] as const;

export const sectionNames = sections.map((section) => section.name);
export type SectionName = (typeof sectionNames)[number];

/** Section data as stored and sent: field key -> value (text, or a list of codes). */
export type SectionData = Record<string, unknown>;

/** Every section's title, as label rows. */
export const sectionTitles: readonly { key: SectionName; zh: string; en: string }[] = sections.map(
  ({ name, zh, en }) => ({ key: name, zh, en }),
);
