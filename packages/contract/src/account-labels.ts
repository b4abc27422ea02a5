import type { Catalog } from './messages.ts';

/** The e-mail is the account: its fields, and the application record, name it alike. */
export const emailLabel = { 'zh-CN': '电子邮箱', 'zh-HK': '電郵地址', 'en-US': 'E-mail' };

/**
 * Labels of the account forms' fields (login, register, forgot and change password, e-mail code),
 * keyed 'field.<payload key>' like the section labels, so a missing field is prompted with its own
 * words ('Please enter the password' / '请输入密码', issues.ts). Kept apart from the section labels
 * (sections/labels.ts) on purpose: the login route loads these few, never the section tables.
 * 'field.email' is also a section field: the words must be the same (sections/labels.test.ts).
 */
export const accountFieldLabels: Catalog = {
  'field.account': { 'zh-CN': '邮箱', 'zh-HK': '電郵', 'en-US': 'E-mail' },
  'field.password': { 'zh-CN': '密码', 'zh-HK': '密碼', 'en-US': 'Password' },
  'field.oldPassword': { 'zh-CN': '当前密码', 'zh-HK': '當前密碼', 'en-US': 'Current password' },
  'field.code': {
    'zh-CN': '邮箱验证码',
    'zh-HK': '電郵驗證碼',
    'en-US': 'E-mail verification code',
  },
  'field.email': emailLabel,
  'field.accountNo': emailLabel,
  'field.name': { 'zh-CN': '姓名', 'zh-HK': '姓名', 'en-US': 'Name' },
  'field.mobile': { 'zh-CN': '手机号码', 'zh-HK': '流動電話號碼', 'en-US': 'Mobile number' },
};
