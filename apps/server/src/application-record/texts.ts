import type { Language } from '@app/contract/codes';
import { commonMessages, translate } from '@app/contract/messages';
import type { Catalog } from '@app/contract/messages';

/**
 * The application PDF's own words in both languages (`satisfies Catalog`: a missing translation is
 * a type error). Field, section, upload and enumeration labels come from the contract's tables.
 */
export const recordMessages = {
  'record.title': commonMessages['document.kind.application'],
  'record.summary': { 'zh-CN': '申请概要', 'zh-HK': '申請概要', 'en-US': 'Summary' },
  'record.orderNo': { 'zh-CN': '订单号', 'zh-HK': '訂單號', 'en-US': 'Order number' },
  'record.product': { 'zh-CN': '产品类型', 'zh-HK': '產品類型', 'en-US': 'Product' },
  'record.version': { 'zh-CN': '版本', 'zh-HK': '版本', 'en-US': 'Version' },
  'record.versionValue': {
    'zh-CN': '第 {{version}} 次提交',
    'zh-HK': '第 {{version}} 次提交',
    'en-US': 'Submission {{version}}',
  },
  'record.submittedAt': { 'zh-CN': '提交时间', 'zh-HK': '提交時間', 'en-US': 'Submitted at' },
  'record.member': { 'zh-CN': '提交人', 'zh-HK': '提交人', 'en-US': 'Submitted by' },
  'record.email': { 'zh-CN': '电子邮箱', 'zh-HK': '電郵地址', 'en-US': 'E-mail' },
  'record.uploads': { 'zh-CN': '上传文件', 'zh-HK': '上載文件', 'en-US': 'Uploaded files' },
  'record.uploadsNone': {
    'zh-CN': '没有上传文件',
    'zh-HK': '沒有上載文件',
    'en-US': 'No files uploaded',
  },
  'record.fileName': { 'zh-CN': '文件名', 'zh-HK': '文件名', 'en-US': 'File name' },
  'record.fileSize': { 'zh-CN': '大小', 'zh-HK': '大小', 'en-US': 'Size' },
  'record.fileMissing': {
    'zh-CN': '存储中找不到该文件',
    'zh-HK': '存儲中找不到該文件',
    'en-US': 'The file is missing from storage',
  },
  'record.declarations': {
    'zh-CN': '声明与同意',
    'zh-HK': '聲明與同意',
    'en-US': 'Declarations and consents',
  },
  'record.declarationsNone': {
    'zh-CN': '本次提交没有记录声明与同意',
    'zh-HK': '本次提交沒有記錄聲明與同意',
    'en-US': 'No declarations or consents were recorded with this submission',
  },
  'record.declarationsRead': {
    'zh-CN': '已阅读的声明版本',
    'zh-HK': '已閲讀的聲明版本',
    'en-US': 'Declarations read',
  },
  'record.consentUse': {
    'zh-CN': '同意收集及使用个人资料',
    'zh-HK': '同意收集及使用個人資料',
    'en-US': 'Consent to the collection and use of personal data',
  },
  'record.consentSensitive': {
    'zh-CN': '同意处理敏感个人资料',
    'zh-HK': '同意處理敏感個人資料',
    'en-US': 'Consent to the processing of sensitive personal data',
  },
  'record.consentCrossBorder': {
    'zh-CN': '同意将个人资料转移至内地以外',
    'zh-HK': '同意將個人資料轉移至內地以外',
    'en-US': 'Consent to the transfer of personal data outside the mainland',
  },
  'record.consentGiven': { 'zh-CN': '同意', 'zh-HK': '同意', 'en-US': 'Given' },
  'record.consentNotGiven': { 'zh-CN': '未同意', 'zh-HK': '未同意', 'en-US': 'Not given' },
  'record.consentNotAsked': { 'zh-CN': '不适用', 'zh-HK': '不適用', 'en-US': 'Not applicable' },
  'record.declarationsLanguage': {
    'zh-CN': '声明语言',
    'zh-HK': '聲明語言',
    'en-US': 'Language of the declarations',
  },
  'record.declarationsAt': { 'zh-CN': '签署时间', 'zh-HK': '簽署時間', 'en-US': 'Signed at' },
  'record.address': { 'zh-CN': '网络地址', 'zh-HK': '網絡地址', 'en-US': 'Network address' },
  'record.signatures': { 'zh-CN': '签名', 'zh-HK': '簽名', 'en-US': 'Signatures' },
  'record.signatureUnreadable': {
    'zh-CN': '签名图片无法读取',
    'zh-HK': '簽名圖片無法讀取',
    'en-US': 'The signature image cannot be read',
  },
  'record.masked': {
    'zh-CN': '（仅显示末 4 位）',
    'zh-HK': '（僅顯示末 4 位）',
    'en-US': '(last 4 shown)',
  },
  'record.lang.zh-CN': {
    'zh-CN': '简体中文',
    'zh-HK': '簡體中文',
    'en-US': 'Chinese (Simplified)',
  },
  'record.lang.zh-HK': {
    'zh-CN': '繁体中文（香港）',
    'zh-HK': '繁體中文（香港）',
    'en-US': 'Chinese (Traditional, Hong Kong)',
  },
  'record.lang.en-US': { 'zh-CN': '英文', 'zh-HK': '英文', 'en-US': 'English' },
  'record.yes': { 'zh-CN': '是', 'zh-HK': '是', 'en-US': 'Yes' },
  'record.no': { 'zh-CN': '否', 'zh-HK': '否', 'en-US': 'No' },
  'record.page': {
    'zh-CN': '第 {{page}} / {{pages}} 页',
    'zh-HK': '第 {{page}} / {{pages}} 頁',
    'en-US': 'Page {{page}} of {{pages}}',
  },
  'record.upload.signaturePolicyholder': {
    'zh-CN': '投保人签名',
    'zh-HK': '投保人簽名',
    'en-US': "Policyholder's signature",
  },
  'record.upload.signatureInsured': {
    'zh-CN': '受保人签名',
    'zh-HK': '受保人簽名',
    'en-US': "Insured's signature",
  },
} satisfies Catalog;

export type RecordTextKey = keyof typeof recordMessages;

/** A text of the PDF in one language. */
export function recordText(
  lang: Language,
  key: RecordTextKey,
  params?: Record<string, unknown>,
): string {
  return translate(recordMessages, key, lang, params);
}
