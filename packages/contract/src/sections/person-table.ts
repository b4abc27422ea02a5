import { contactRows, identityRows, telephone } from './identity-table.ts';
import type { FieldRow } from './meta.ts';

/** Sections `applicant` (policyholder) and `insured`: FIELDS.md "Person", in its order. */
export type PersonRole = 'applicant' | 'insured';

const optional = { required: false } as const;

export const personRows: readonly FieldRow<PersonRole>[] = [
  ...identityRows,
  {
    key: 'otherNationality',
    kind: 'select',
    zh: '其他国籍',
    en: 'Other nationality',
    enum: 'country',
    ...optional,
  },
  {
    key: 'relationToInsured',
    kind: 'select',
    zh: '与受保人关系',
    en: 'Relationship to insured',
    enum: 'relation',
    onlyFor: ['applicant'],
  },
  { key: 'education', kind: 'select', zh: '教育程度', en: 'Education level', enum: 'education' },
  {
    key: 'maritalStatus',
    kind: 'select',
    zh: '婚姻状况',
    en: 'Marital status',
    enum: 'maritalStatus',
  },
  { key: 'smoking', kind: 'yesno', zh: '是否吸烟', en: 'Smoker' },
  ...contactRows,
  {
    key: 'residentialSameAs',
    kind: 'select',
    zh: '居住地址同',
    en: 'Residential address same as',
    enum: 'addressSource',
    ...optional,
  },
  {
    key: 'residentialAddress',
    kind: 'textarea',
    zh: '居住地址',
    en: 'Residential address',
    maxLength: 120,
    required: 'conditional',
    requiredWhen: { field: 'residentialSameAs', is: 'empty' },
  },
  { key: 'postalCode', kind: 'text', zh: '邮政编码', en: 'Postal code', maxLength: 10 },
  { key: 'usCitizen', kind: 'yesno', zh: '是否美国公民', en: 'US citizen' },
  { key: 'hkIdHolder', kind: 'yesno', zh: '是否持有香港身份证', en: 'Holds a Hong Kong ID card' },
  {
    key: 'hkCompany',
    kind: 'yesno',
    zh: '是否拥有香港公司',
    en: 'Owns a Hong Kong company',
    ...optional,
  },
  { key: 'weightKg', kind: 'int', zh: '体重（KG）', en: 'Weight (KG)', range: [2, 300] },
  { key: 'heightCm', kind: 'int', zh: '身高（CM）', en: 'Height (CM)', range: [30, 250] },
  { key: 'monthlyIncome', kind: 'money', zh: '月收入', en: 'Monthly income' },
  { key: 'monthlyExpense', kind: 'money', zh: '月支出', en: 'Monthly expenses' },
  {
    key: 'employmentStartDate',
    kind: 'date',
    zh: '入职日期',
    en: 'Employment start date',
    notFuture: true,
  },
  { key: 'employer', kind: 'text', zh: '工作单位', en: 'Employer', maxLength: 60 },
  { key: 'workPhone', zh: '单位电话', en: 'Work phone', ...telephone },
  { key: 'workAddress', kind: 'textarea', zh: '单位地址', en: 'Work address', maxLength: 120 },
  { key: 'liquidAssets', kind: 'money', zh: '流动资产', en: 'Liquid assets' },
  {
    key: 'industry',
    kind: 'select',
    zh: '单位性质/行业',
    en: 'Nature of employer / industry',
    enum: 'industry',
  },
  { key: 'position', kind: 'text', zh: '职位', en: 'Position', maxLength: 40 },
  { key: 'holdsPolicy', kind: 'yesno', zh: '是否已持有保单', en: 'Already holds a policy' },
];
