import type { Catalog } from './messages.ts';

/**
 * Texts of the money area's calls (DESIGN.md "The member's account area"): the statement's date
 * check and the remittance notices' refusals. The server translates with them (catalog.ts) and the
 * member app loads them with the money screens, not with the login route's first load.
 */
export const moneyMessages = {
  'validation.dateRange': {
    'zh-CN': '结束日期不能早于开始日期',
    'zh-HK': '結束日期不能早於開始日期',
    'en-US': 'The end date cannot be before the start date',
  },
  'remittance.payeeNotOffered': {
    'zh-CN': '请选择此保单的官方收款账户',
    'zh-HK': '請選擇此保單的官方收款帳戶',
    'en-US': "Please choose one of this policy's official accounts",
  },
  'remittance.slipInvalid': {
    'zh-CN': '请上传本次汇款的银行水单',
    'zh-HK': '請上載本次匯款的銀行水單',
    'en-US': 'Please upload the bank slip of this remittance',
  },
  'remittance.slipUsed': {
    'zh-CN': '此水单已用于另一笔汇款',
    'zh-HK': '此水單已用於另一筆匯款',
    'en-US': 'This slip was already sent with another remittance',
  },
} satisfies Catalog;
