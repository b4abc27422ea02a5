import { fieldRow, optional } from './meta.ts';
import type { FieldRow, RequiredWhen, RowOptions } from './meta.ts';

/** Section `ita`, where the money comes from and the tax residency: FIELDS.md "ITA". */
export const MAX_OTHER_FUNDING_COUNTRIES = 10;

/** The card fields are asked, and checked, only when the money comes by credit card. */
export const paidByCard: RequiredWhen = { field: 'fundingMethod', is: { equals: 'creditCard' } };

/** The longest card field: up to 19 digits with the spaces or dashes people group them with. */
export const CARD_DETAIL_MAX = 23;

/** Card fields are only bounded (ita.ts, rule 'cardDetail'); checkCard requires and judges them. */
const byCard: RowOptions = {
  required: 'conditional',
  requiredWhen: paidByCard,
  rule: 'cardDetail',
};

export const itaRows: readonly FieldRow[] = [
  fieldRow('fundingCountry', 'select', '资金来源国家', '資金來源國家', 'Funding country', {
    enum: 'country',
  }),
  fieldRow(
    'otherFundingCountries',
    'select',
    '其他资金来源国家',
    '其他資金來源國家',
    'Other funding countries',
    {
      enum: 'country',
      maxPicks: MAX_OTHER_FUNDING_COUNTRIES,
      ...optional,
    },
  ),
  fieldRow('fundingMethod', 'select', '出资方式', '出資方式', 'Funding method', {
    enum: 'fundingMethod',
  }),
  fieldRow('cardNumber', 'text', '信用卡号', '信用卡號', 'Credit card number', {
    sensitive: true,
    maxLength: CARD_DETAIL_MAX,
    inputMode: 'numeric',
    ...byCard,
  }),
  fieldRow('cardType', 'select', '信用卡类型', '信用卡類型', 'Credit card type', {
    enum: 'cardType',
    ...byCard,
  }),
  fieldRow('cardExpiry', 'text', '信用卡有效期', '信用卡有效期', 'Credit card expiry', {
    maxLength: 5,
    inputMode: 'numeric',
    ...byCard,
  }),
  fieldRow('accountOpenDate', 'date', '开户日期', '開户日期', 'Account opening date'),
  fieldRow('accountOpenAddress', 'textarea', '开户地址', '開户地址', 'Account opening address', {
    maxLength: 120,
  }),
  fieldRow('taxCountry', 'select', '税务居民国家', '税務居民國家', 'Tax residency country', {
    enum: 'country',
  }),
  fieldRow('taxId', 'text', '税务编号', '税務編號', 'Tax ID', { maxLength: 30, sensitive: true }),
];
