import type { Catalog } from './messages.ts';

/**
 * Texts of the money area's calls (DESIGN.md "The member's account area"): the statement's date
 * check and the remittance notices' refusals. The server translates with them (catalog.ts) and the
 * member app loads them with the money screens, not with the login route's first load.
 */
export const moneyMessages = {
  'validation.dateRange': {
    'zh-CN': '结束日期不能早于开始日期',
    'en-US': 'The end date cannot be before the start date',
  },
  'remittance.payeeNotOffered': {
    'zh-CN': '请选择此保单的官方收款账户',
    'en-US': "Please choose one of this policy's official accounts",
  },
  'remittance.slipInvalid': {
    'zh-CN': '请上传本次汇款的银行水单',
    'en-US': 'Please upload the bank slip of this remittance',
  },
  'remittance.slipUsed': {
    'zh-CN': '此水单已用于另一笔汇款',
    'en-US': 'This slip was already sent with another remittance',
  },
} satisfies Catalog;
