import type { Language } from './codes.ts';

/**
 * Texts that both sides show: error and success messages of SPEC §8 and validation messages of
 * SPEC §5. The server answers msg and data.fields with them in the caller's language; the client
 * loads the same catalog into i18next, so one key means one wording everywhere.
 */
export type Catalog = Record<string, Record<Language, string>>;

export const commonMessages = {
  /**
   * The application record's name (DESIGN.md "the application record"): the PDF's title and file
   * name on the server, the document's label in the member app and in the console.
   */
  'document.kind.application': { 'zh-CN': '投保申请书', 'en-US': 'Application form' },
  'error.network': { 'zh-CN': '网络异常', 'en-US': 'network exception' },
  'error.serverBusy': { 'zh-CN': '服务器繁忙', 'en-US': 'server busy' },
  'error.sessionExpired': {
    'zh-CN': '登录已过期，请重新登录',
    'en-US': 'Login has expired, please login again',
  },
  'error.sessionRevoked': {
    'zh-CN': '您的登录已失效，请重新登录',
    'en-US': 'Your session has ended, please log in again',
  },
  'error.badSignature': { 'zh-CN': '请求签名无效', 'en-US': 'Invalid request signature' },
  'error.forbidden': { 'zh-CN': '无权访问', 'en-US': 'Not allowed' },
  'error.notFound': { 'zh-CN': '内容不存在', 'en-US': 'Not found' },
  'error.tooMany': {
    'zh-CN': '尝试次数过多，请 {{retryAfter}} 秒后再试',
    'en-US': 'Too many attempts, please try again in {{retryAfter}} s',
  },
  'error.busy': {
    'zh-CN': '服务器繁忙，请 {{retryAfter}} 秒后再试',
    'en-US': 'The server is busy, please try again in {{retryAfter}} s',
  },
  'error.server': {
    'zh-CN': '服务器错误，请稍后再试',
    'en-US': 'Server error, please try again later',
  },
  'error.unavailable': {
    'zh-CN': '服务暂时不可用，请稍后再试',
    'en-US': 'Service temporarily unavailable, please try again later',
  },
  'error.loginFailed': { 'zh-CN': '账号或密码错误', 'en-US': 'Incorrect account or password' },
  'error.inviteCodeUnknown': { 'zh-CN': '邀请码无效', 'en-US': 'This invite code is not valid' },
  'error.oldPassword': { 'zh-CN': '原密码不正确', 'en-US': 'The current password is not correct' },
  'error.emailTaken': { 'zh-CN': '该邮箱已注册', 'en-US': 'This e-mail is already registered' },
  'error.commonPassword': {
    'zh-CN': '密码过于常见，请换一个',
    'en-US': 'This password is too common, please choose another',
  },
  'code.sendFailed': { 'zh-CN': '验证码发送失败', 'en-US': 'Verification Code Sending Failed' },
  'code.incorrect': { 'zh-CN': '验证码错误', 'en-US': 'Incorrect Verification Code' },
  'code.sent': { 'zh-CN': '验证码发送成功', 'en-US': 'Verification Code Sent Successfully' },
  'code.wait': {
    'zh-CN': '发送过于频繁，请 {{retryAfter}} 秒后再试',
    'en-US': 'Please wait {{retryAfter}} s before requesting another code',
  },
  'success.save': { 'zh-CN': '保存成功', 'en-US': 'Save Successful' },
  'success.submit': { 'zh-CN': '提交成功', 'en-US': 'Submit Successful' },
  'success.login': { 'zh-CN': '登录成功', 'en-US': 'Login Successful' },
  'success.register': { 'zh-CN': '注册成功', 'en-US': 'Registration Successful' },
  'success.modify': { 'zh-CN': '修改成功', 'en-US': 'Modification Successful' },
  'success.logout': { 'zh-CN': '退出成功', 'en-US': 'Log Out Successful' },
  'success.ok': { 'zh-CN': '成功', 'en-US': 'Success' },
  'appointment.linkInvalid': { 'zh-CN': '链接无效', 'en-US': 'Link Error' },
  'appointment.linkFilled': { 'zh-CN': '该链接已填写', 'en-US': 'The link has been filled' },
  // policyholder/DeleteAppoint: only a draft never submitted goes.
  'appointment.notDeletable': {
    'zh-CN': '已提交的预约不能删除',
    'en-US': 'A reservation that was submitted cannot be deleted',
  },
  // Changes requested by the back office reopen only some sections and upload kinds.
  'appointment.notReopened': {
    'zh-CN': '此部分未开放修改',
    'en-US': 'This section is not open for changes',
  },
  'appointment.uploadNotReopened': {
    'zh-CN': '此文件未开放修改',
    'en-US': 'This upload is not open for changes',
  },
  'upload.failed': {
    'zh-CN': '上传失败，请稍后再试',
    'en-US': 'Upload Failed, Please Try Again Later',
  },
  'reference.currencyFailed': { 'zh-CN': '获取币种失败', 'en-US': 'Failed to obtain currency' },
  'reference.bankFailed': {
    'zh-CN': '获取银行 SWIFT 代码失败',
    'en-US': 'Failed to obtain Bank Swift Code',
  },
  'validation.default': {
    'zh-CN': '请正确填写所有资料',
    'en-US': 'please enter all data correctly',
  },
  // Required prompts (SPEC §5): the generic text is the fallback for a field without a label;
  // issues.ts names the field, so each form says 'Please enter the ID number' with its own label.
  // The prompts only reservation forms need (choose, answer, upload) are in sections/prompts.ts.
  'validation.required': { 'zh-CN': '此项为必填项', 'en-US': 'This field is required' },
  'validation.requiredLabel': { 'zh-CN': '请输入{{label}}', 'en-US': 'Please enter the {{label}}' },
  'validation.email': {
    'zh-CN': '请填写正确的邮箱格式',
    'en-US': 'Please fill in the correct email format',
  },
  'validation.phone': {
    'zh-CN': '请输入正确的手机号码',
    'en-US': 'Please enter a valid mobile number',
  },
  'validation.password': {
    'zh-CN': '密码需 6-16 位，且至少包含一个字母和一个数字',
    'en-US': 'Password must be 6-16 characters with at least one letter and one number',
  },
  'validation.hwpwd': {
    'zh-CN': '密码需 6-18 位字母和数字，且两者都要有',
    'en-US': 'Password must be 6-18 letters and digits, with at least one of each',
  },
  'validation.staffPasswordLength': {
    'zh-CN': '员工密码至少需 8 位',
    'en-US': 'A staff password must have at least 8 characters',
  },
  'validation.inviteCode': {
    'zh-CN': '邀请码需 6-16 位字母或数字',
    'en-US': 'Invite code must be 6-16 letters or digits',
  },
  'validation.account': {
    'zh-CN': '请输入正确的手机号或邮箱',
    'en-US': 'Please enter a valid mobile number or e-mail',
  },
  'validation.code': { 'zh-CN': '请输入 6 位验证码', 'en-US': 'Please enter the 6-digit code' },
  'validation.number': { 'zh-CN': '请输入数字', 'en-US': 'Please enter a number' },
  'validation.int': { 'zh-CN': '请输入整数', 'en-US': 'Please enter a whole number' },
  'validation.money': { 'zh-CN': '请输入正确的数字', 'en-US': 'please enter the correct number' },
  'validation.range': {
    'zh-CN': '请输入 {{min}} 到 {{max}} 之间的数值',
    'en-US': 'Please enter a value from {{min}} to {{max}}',
  },
  'validation.lengthRange': {
    'zh-CN': '长度需为 {{min}} 到 {{max}} 个字符',
    'en-US': 'Must be {{min}} to {{max}} characters',
  },
  'validation.tooLong': {
    'zh-CN': '最多 {{max}} 个字符',
    'en-US': 'At most {{max}} characters',
  },
  'validation.equals': { 'zh-CN': '两次输入不一致', 'en-US': 'The two entries do not match' },
  'validation.format': { 'zh-CN': '格式不正确', 'en-US': 'Invalid format' },
  'validation.option': { 'zh-CN': '请选择有效选项', 'en-US': 'Please choose a valid option' },
  'validation.currencyCode': {
    'zh-CN': '请从列表中选择币种（大写的 ISO 4217 代码，如 USD）',
    'en-US': 'Choose a currency from the list (an upper-case ISO 4217 code such as USD)',
  },
  'validation.min': { 'zh-CN': '不能小于 {{min}}', 'en-US': 'Must be at least {{min}}' },
  'validation.max': { 'zh-CN': '不能大于 {{max}}', 'en-US': 'Must be at most {{max}}' },
  'validation.tooMany': { 'zh-CN': '最多选择 {{max}} 项', 'en-US': 'Choose at most {{max}}' },
  'validation.digits': { 'zh-CN': '只能输入数字', 'en-US': 'Digits only' },
  'validation.date': {
    'zh-CN': '请输入有效日期（YYYY-MM-DD）',
    'en-US': 'Please enter a valid date (YYYY-MM-DD)',
  },
  'validation.datePast': { 'zh-CN': '日期须早于今天', 'en-US': 'The date must be before today' },
  'validation.dateFuture': {
    'zh-CN': '日期不能晚于今天',
    'en-US': 'The date cannot be in the future',
  },
  'validation.dateTooOld': {
    'zh-CN': '日期不能早于 {{years}} 年前',
    'en-US': 'The date cannot be more than {{years}} years ago',
  },
  'validation.nameEn': {
    'zh-CN': "只能输入英文字母、空格、- 或 '",
    'en-US': "Please use letters, spaces, - or ' only",
  },
  'validation.idNumber': {
    'zh-CN': '请输入正确的证件号码',
    'en-US': 'Please enter a valid ID number',
  },
  'validation.notEqualNationality': {
    'zh-CN': '其他国籍不能与国籍相同',
    'en-US': 'Other nationality must differ from nationality',
  },
  'validation.telephone': {
    'zh-CN': '请输入正确的电话号码',
    'en-US': 'Please enter a valid phone number',
  },
  'validation.gpa': {
    'zh-CN': '请输入 0-100 之间的数字，最多两位小数',
    'en-US': 'Please enter a number from 0 to 100 with at most 2 decimals',
  },
  'validation.bankCode': {
    'zh-CN': '请从列表中选择银行',
    'en-US': 'Please choose a bank from the list',
  },
  'validation.swift': {
    'zh-CN': '请输入正确的 SWIFT 代码（8 或 11 位）',
    'en-US': 'Please enter a valid SWIFT code (8 or 11 characters)',
  },
  'validation.accountNumber': {
    'zh-CN': '银行账号需为 6-30 位数字或 -',
    'en-US': 'The account number must be 6-30 digits or dashes',
  },
  'validation.cardNumber': {
    'zh-CN': '请输入正确的信用卡号',
    'en-US': 'Please enter a valid card number',
  },
  'validation.cardExpiry': {
    'zh-CN': '请按 MM/YY 格式输入有效期',
    'en-US': 'Please enter the expiry date as MM/YY',
  },
  'validation.cardExpired': { 'zh-CN': '该信用卡已过期', 'en-US': 'This card has expired' },
  'validation.uploadRequired': { 'zh-CN': '请上传此文件', 'en-US': 'Please upload this file' },
} satisfies Catalog;

export type MessageKey = keyof typeof commonMessages;

/** Replaces {{name}} placeholders, the same syntax i18next uses. */
export function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Looks a key up in a catalog; an unknown key is returned as it is. */
export function translate(
  catalog: Catalog,
  key: string,
  lang: Language,
  params?: Record<string, unknown>,
): string {
  const entry = catalog[key];
  return interpolate(entry ? entry[lang] : key, params);
}
