import type { Language } from '@app/contract/codes';
import { commonMessages, labelsOf, textIn } from '@app/contract/messages';
import type { LabelCatalog } from '@app/contract/messages';
import { emailLabel } from '@app/contract/account-labels';
import { declarationMessages } from '@app/contract/declarations/messages';

/**
 * The application PDF's own words, a Labels row per text (`satisfies LabelCatalog`: a missing
 * translation is a type error). Field, section, upload and enumeration labels come from the contract's tables.
 */
export const recordMessages = {
  'record.title': labelsOf(commonMessages['document.kind.application']),
  'record.summary': { zh: '申请概要', hk: '申請概要', en: 'Summary' },
  'record.orderNo': { zh: '订单号', hk: '訂單號', en: 'Order number' },
  'record.product': { zh: '产品类型', hk: '產品類型', en: 'Product' },
  'record.version': { zh: '版本', hk: '版本', en: 'Version' },
  'record.versionValue': {
    zh: '第 {{version}} 次提交',
    hk: '第 {{version}} 次提交',
    en: 'Submission {{version}}',
  },
  'record.submittedAt': { zh: '提交时间', hk: '提交時間', en: 'Submitted at' },
  'record.member': { zh: '提交人', hk: '提交人', en: 'Submitted by' },
  'record.email': labelsOf(emailLabel),
  'record.uploads': { zh: '上传文件', hk: '上載文件', en: 'Uploaded files' },
  'record.uploadsNone': {
    zh: '没有上传文件',
    hk: '沒有上載文件',
    en: 'No files uploaded',
  },
  'record.fileName': { zh: '文件名', hk: '文件名', en: 'File name' },
  'record.fileSize': { zh: '大小', hk: '大小', en: 'Size' },
  'record.fileMissing': {
    zh: '存储中找不到该文件',
    hk: '存儲中找不到該文件',
    en: 'The file is missing from storage',
  },
  'record.declarations': {
    zh: '声明与同意',
    hk: '聲明與同意',
    en: 'Declarations and consents',
  },
  'record.declarationsNone': {
    zh: '本次提交没有记录声明与同意',
    hk: '本次提交沒有記錄聲明與同意',
    en: 'No declarations or consents were recorded with this submission',
  },
  'record.declarationsRead': {
    zh: '已阅读的声明版本',
    hk: '已閲讀的聲明版本',
    en: 'Declarations read',
  },
  'record.consentUse': {
    zh: '同意收集及使用个人资料',
    hk: '同意收集及使用個人資料',
    en: 'Consent to the collection and use of personal data',
  },
  'record.consentSensitive': {
    zh: '同意处理敏感个人资料',
    hk: '同意處理敏感個人資料',
    en: 'Consent to the processing of sensitive personal data',
  },
  'record.consentCrossBorder': {
    zh: '同意将个人资料转移至内地以外',
    hk: '同意將個人資料轉移至內地以外',
    en: 'Consent to the transfer of personal data outside the mainland',
  },
  'record.consentGiven': { zh: '同意', hk: '同意', en: 'Given' },
  'record.consentNotGiven': { zh: '未同意', hk: '未同意', en: 'Not given' },
  'record.consentNotAsked': { zh: '不适用', hk: '不適用', en: 'Not applicable' },
  'record.declarationsLanguage': {
    zh: '声明语言',
    hk: '聲明語言',
    en: 'Language of the declarations',
  },
  'record.declarationsAt': { zh: '签署时间', hk: '簽署時間', en: 'Signed at' },
  'record.address': { zh: '网络地址', hk: '網絡地址', en: 'Network address' },
  'record.signatures': { zh: '签名', hk: '簽名', en: 'Signatures' },
  'record.signatureUnreadable': {
    zh: '签名图片无法读取',
    hk: '簽名圖片無法讀取',
    en: 'The signature image cannot be read',
  },
  'record.masked': {
    zh: '（仅显示末 4 位）',
    hk: '（僅顯示末 4 位）',
    en: '(last 4 shown)',
  },
  'record.lang.zh-CN': {
    zh: '简体中文',
    hk: '簡體中文',
    en: 'Chinese (Simplified)',
  },
  'record.lang.zh-HK': {
    zh: '繁体中文（香港）',
    hk: '繁體中文（香港）',
    en: 'Chinese (Traditional, Hong Kong)',
  },
  'record.lang.en-US': { zh: '英文', hk: '英文', en: 'English' },
  'record.yes': { zh: '是', hk: '是', en: 'Yes' },
  'record.no': { zh: '否', hk: '否', en: 'No' },
  'record.page': {
    zh: '第 {{page}} / {{pages}} 页',
    hk: '第 {{page}} / {{pages}} 頁',
    en: 'Page {{page}} of {{pages}}',
  },
  'record.upload.signaturePolicyholder': labelsOf(
    declarationMessages['field.signaturePolicyholder'],
  ),
  'record.upload.signatureInsured': labelsOf(declarationMessages['field.signatureInsured']),
} satisfies LabelCatalog;

export type RecordTextKey = keyof typeof recordMessages;

/** A text of the PDF in one language. */
export function recordText(
  lang: Language,
  key: RecordTextKey,
  params?: Record<string, unknown>,
): string {
  return textIn(recordMessages, key, lang, params);
}
