import { contactRows, identityRows, telephone } from './identity-table.ts';
import { fieldRow, optional } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Sections `applicant` (policyholder) and `insured`: FIELDS.md "Person", in its order. */
export type PersonRole = 'applicant' | 'insured';

export const personRows: readonly FieldRow<PersonRole>[] = [
  ...identityRows,
  fieldRow('otherNationality', 'select', '其他国籍', 'Other nationality', {
    enum: 'country',
    ...optional,
  }),
  fieldRow<PersonRole>('relationToInsured', 'select', '与受保人关系', 'Relationship to insured', {
    enum: 'relation',
    onlyFor: ['applicant'],
  }),
  fieldRow('education', 'select', '教育程度', 'Education level', { enum: 'education' }),
  fieldRow('maritalStatus', 'select', '婚姻状况', 'Marital status', { enum: 'maritalStatus' }),
  fieldRow('smoking', 'yesno', '是否吸烟', 'Smoker'),
  ...contactRows,
  fieldRow('residentialSameAs', 'select', '居住地址同', 'Residential address same as', {
    enum: 'addressSource',
    ...optional,
  }),
  fieldRow('residentialAddress', 'textarea', '居住地址', 'Residential address', {
    maxLength: 120,
    autocomplete: 'street-address',
    required: 'conditional',
    requiredWhen: { field: 'residentialSameAs', is: 'empty' },
  }),
  fieldRow('postalCode', 'text', '邮政编码', 'Postal code', {
    maxLength: 10,
    autocomplete: 'postal-code',
  }),
  fieldRow('usCitizen', 'yesno', '是否美国公民', 'US citizen'),
  fieldRow('hkIdHolder', 'yesno', '是否持有香港身份证', 'Holds a Hong Kong ID card'),
  fieldRow('hkCompany', 'yesno', '是否拥有香港公司', 'Owns a Hong Kong company', optional),
  fieldRow('weightKg', 'int', '体重（KG）', 'Weight (KG)', { range: [2, 300] }),
  fieldRow('heightCm', 'int', '身高（CM）', 'Height (CM)', { range: [30, 250] }),
  fieldRow('monthlyIncome', 'money', '月收入', 'Monthly income'),
  fieldRow('monthlyExpense', 'money', '月支出', 'Monthly expenses'),
  fieldRow('employmentStartDate', 'date', '入职日期', 'Employment start date', { notFuture: true }),
  fieldRow('employer', 'text', '工作单位', 'Employer', {
    maxLength: 60,
    autocomplete: 'organization',
  }),
  fieldRow('workPhone', 'text', '单位电话', 'Work phone', {
    ...telephone,
    autocomplete: 'work tel',
  }),
  fieldRow('workAddress', 'textarea', '单位地址', 'Work address', { maxLength: 120 }),
  fieldRow('liquidAssets', 'money', '流动资产', 'Liquid assets'),
  fieldRow('industry', 'select', '单位性质/行业', 'Nature of employer / industry', {
    enum: 'industry',
  }),
  fieldRow('position', 'text', '职位', 'Position', {
    maxLength: 40,
    autocomplete: 'organization-title',
  }),
  fieldRow('holdsPolicy', 'yesno', '是否已持有保单', 'Already holds a policy'),
];
