import { contactRows, identityRows, telephone } from './identity-table.ts';
import { fieldRow, optional } from './meta.ts';
import type { FieldRow } from './meta.ts';

/** Sections `applicant` (policyholder) and `insured`: FIELDS.md "Person", in its order. */
export type PersonRole = 'applicant' | 'insured';

export const personRows: readonly FieldRow<PersonRole>[] = [
  ...identityRows,
  fieldRow('otherNationality', 'select', '其他国籍', '其他國籍', 'Other nationality', {
    enum: 'country',
    ...optional,
  }),
  fieldRow<PersonRole>(
    'relationToInsured',
    'select',
    '与受保人关系',
    '與受保人關係',
    'Relationship to insured',
    {
      enum: 'relation',
      onlyFor: ['applicant'],
    },
  ),
  fieldRow('education', 'select', '教育程度', '教育程度', 'Education level', { enum: 'education' }),
  fieldRow('maritalStatus', 'select', '婚姻状况', '婚姻狀況', 'Marital status', {
    enum: 'maritalStatus',
  }),
  fieldRow('smoking', 'yesno', '是否吸烟', '是否吸煙', 'Smoker'),
  ...contactRows,
  fieldRow(
    'residentialSameAs',
    'select',
    '居住地址同',
    '居住地址同',
    'Residential address same as',
    {
      enum: 'addressSource',
      ...optional,
    },
  ),
  fieldRow('residentialAddress', 'textarea', '居住地址', '居住地址', 'Residential address', {
    maxLength: 120,
    autocomplete: 'street-address',
    required: 'conditional',
    requiredWhen: { field: 'residentialSameAs', is: 'empty' },
  }),
  fieldRow('postalCode', 'text', '邮政编码', '郵政編號', 'Postal code', {
    maxLength: 10,
    autocomplete: 'postal-code',
  }),
  fieldRow('usCitizen', 'yesno', '是否美国公民', '是否美國公民', 'US citizen'),
  fieldRow(
    'hkIdHolder',
    'yesno',
    '是否持有香港身份证',
    '是否持有香港身份證',
    'Holds a Hong Kong ID card',
  ),
  fieldRow(
    'hkCompany',
    'yesno',
    '是否拥有香港公司',
    '是否擁有香港公司',
    'Owns a Hong Kong company',
    optional,
  ),
  fieldRow('weightKg', 'int', '体重（KG）', '體重（KG）', 'Weight (KG)', { range: [2, 300] }),
  fieldRow('heightCm', 'int', '身高（CM）', '身高（CM）', 'Height (CM)', { range: [30, 250] }),
  fieldRow('monthlyIncome', 'money', '月收入', '月收入', 'Monthly income'),
  fieldRow('monthlyExpense', 'money', '月支出', '月支出', 'Monthly expenses'),
  fieldRow('employmentStartDate', 'date', '入职日期', '入職日期', 'Employment start date', {
    notFuture: true,
  }),
  fieldRow('employer', 'text', '工作单位', '工作單位', 'Employer', {
    maxLength: 60,
    autocomplete: 'organization',
  }),
  fieldRow('workPhone', 'text', '单位电话', '單位電話', 'Work phone', {
    ...telephone,
    autocomplete: 'work tel',
  }),
  fieldRow('workAddress', 'textarea', '单位地址', '單位地址', 'Work address', { maxLength: 120 }),
  fieldRow('liquidAssets', 'money', '流动资产', '流動資產', 'Liquid assets'),
  fieldRow(
    'industry',
    'select',
    '单位性质/行业',
    '單位性質/行業',
    'Nature of employer / industry',
    {
      enum: 'industry',
    },
  ),
  fieldRow('position', 'text', '职位', '職位', 'Position', {
    maxLength: 40,
    autocomplete: 'organization-title',
  }),
  fieldRow('holdsPolicy', 'yesno', '是否已持有保单', '是否已持有保單', 'Already holds a policy'),
];
