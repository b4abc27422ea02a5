import type { FieldRow } from './meta.ts';

/**
 * Section `upload`: the kinds of file a reservation carries (FIELDS.md "Uploads"); the section's
 * data maps a kind to the id platform/upload answered. Which kinds are required depends on the
 * product and the other sections (upload.ts, requiredUploads).
 */
const file = <K extends string>(key: K, zh: string, hk: string, en: string) =>
  ({ key, kind: 'file', zh, hk, en }) as const;

export const uploadRows = [
  file('idCardFront', '身份证正面', '身份證正面', 'ID card front'),
  file('idCardBack', '身份证反面', '身份證反面', 'ID card back'),
  file('passFront', '通行证或护照正面', '通行證或護照正面', 'Pass or passport front'),
  file('passBack', '通行证或护照反面', '通行證或護照反面', 'Pass or passport back'),
  file('birthCertificate', '出生证明', '出生證明', 'Birth certificate'),
  file('resume', '个人简历（PDF）', '個人簡歷（PDF）', 'Résumé (PDF)'),
  file('savingsCardFront', '储蓄卡正面', '儲蓄卡正面', 'Savings card front'),
  file('creditCardFront', '信用卡正面', '信用卡正面', 'Credit card front'),
] satisfies readonly FieldRow[];

/** The upload kinds, in the order the upload form lists them. */
export const uploadKinds = uploadRows.map((row) => row.key);
export type UploadKind = (typeof uploadKinds)[number];
