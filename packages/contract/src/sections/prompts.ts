import type { Catalog } from '../messages.ts';

/**
 * The required prompts only the reservation forms need (issues.ts translateMessage): a picked or
 * dated field, a yes/no question, an upload, an expired document. Loaded with the section labels, so the login route
 * carries only the typed-field prompt ('validation.requiredLabel', messages.ts).
 */
export const sectionPrompts: Catalog = {
  'validation.requiredChoice': {
    'zh-CN': '请选择此项',
    'zh-HK': '請選擇此項',
    'en-US': 'Please make a choice',
  },
  'validation.requiredChoiceLabel': {
    'zh-CN': '请选择{{label}}',
    'zh-HK': '請選擇{{label}}',
    'en-US': 'Please choose the {{label}}',
  },
  'validation.requiredAnswer': {
    'zh-CN': '请选择是或否',
    'zh-HK': '請選擇是或否',
    'en-US': 'Please answer yes or no',
  },
  'validation.requiredAnswerLabel': {
    'zh-CN': '请选择{{label}}',
    'zh-HK': '請選擇{{label}}',
    'en-US': 'Please answer: {{label}}',
  },
  // An identity block's document expiry (idExpiry, D86): only these forms and the family form ask.
  'validation.dateExpired': {
    'zh-CN': '证件已过期，请使用有效证件',
    'zh-HK': '證件已過期，請使用有效證件',
    'en-US': 'This document has expired: please use a valid one',
  },
  'validation.uploadRequiredLabel': {
    'zh-CN': '请上传{{label}}',
    'zh-HK': '請上載{{label}}',
    'en-US': 'Please upload the {{label}}',
  },
};
