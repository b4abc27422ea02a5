import type { FieldRow, RequiredWhen } from './meta.ts';

/** Section `ita`, where the money comes from and the tax residency: FIELDS.md "ITA". */
export const MAX_OTHER_FUNDING_COUNTRIES = 10;

/** The card fields are asked, and checked, only when the money comes by credit card. */
export const paidByCard: RequiredWhen = { field: 'fundingMethod', is: { equals: 'creditCard' } };

/** The longest card field: up to 19 digits with the spaces or dashes people group them with. */
export const CARD_DETAIL_MAX = 23;

/** Card fields are only bounded (ita.ts, rule 'cardDetail'); checkCard requires and judges them. */
const byCard = { required: 'conditional', requiredWhen: paidByCard, rule: 'cardDetail' } as const;

export const itaRows: readonly FieldRow[] = [
  {
    key: 'fundingCountry',
    kind: 'select',
    zh: '资金来源国家',
    en: 'Funding country',
    enum: 'country',
  },
  {
    key: 'otherFundingCountries',
    kind: 'select',
    zh: '其他资金来源国家',
    en: 'Other funding countries',
    enum: 'country',
    maxPicks: MAX_OTHER_FUNDING_COUNTRIES,
    required: false,
  },
  {
    key: 'fundingMethod',
    kind: 'select',
    zh: '出资方式',
    en: 'Funding method',
    enum: 'fundingMethod',
  },
  {
    key: 'cardNumber',
    kind: 'text',
    zh: '信用卡号',
    en: 'Credit card number',
    maxLength: CARD_DETAIL_MAX,
    inputMode: 'numeric',
    ...byCard,
  },
  {
    key: 'cardType',
    kind: 'select',
    zh: '信用卡类型',
    en: 'Credit card type',
    enum: 'cardType',
    ...byCard,
  },
  {
    key: 'cardExpiry',
    kind: 'text',
    zh: '信用卡有效期',
    en: 'Credit card expiry',
    maxLength: 5,
    inputMode: 'numeric',
    ...byCard,
  },
  { key: 'accountOpenDate', kind: 'date', zh: '开户日期', en: 'Account opening date' },
  {
    key: 'accountOpenAddress',
    kind: 'textarea',
    zh: '开户地址',
    en: 'Account opening address',
    maxLength: 120,
  },
  {
    key: 'taxCountry',
    kind: 'select',
    zh: '税务居民国家',
    en: 'Tax residency country',
    enum: 'country',
  },
  { key: 'taxId', kind: 'text', zh: '税务编号', en: 'Tax ID', maxLength: 30 },
];
