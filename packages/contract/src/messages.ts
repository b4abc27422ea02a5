import { labelIn } from './codes.ts';
import type { Labels, Language } from './codes.ts';

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
  'document.kind.application': {
    'zh-CN': '投保申请书',
    'zh-HK': '投保申請書',
    'en-US': 'Application form',
  },
  'error.network': { 'zh-CN': '网络异常', 'zh-HK': '網絡異常', 'en-US': 'network exception' },
  'error.serverBusy': { 'zh-CN': '服务器繁忙', 'zh-HK': '伺服器繁忙', 'en-US': 'server busy' },
  'error.sessionExpired': {
    'zh-CN': '登录已过期，请重新登录',
    'zh-HK': '登入已過期，請重新登入',
    'en-US': 'Login has expired, please login again',
  },
  'error.sessionRevoked': {
    'zh-CN': '您的登录已失效，请重新登录',
    'zh-HK': '您的登入已失效，請重新登入',
    'en-US': 'Your session has ended, please log in again',
  },
  'error.badSignature': {
    'zh-CN': '请求签名无效',
    'zh-HK': '請求籤名無效',
    'en-US': 'Invalid request signature',
  },
  'error.forbidden': { 'zh-CN': '无权访问', 'zh-HK': '無權存取', 'en-US': 'Not allowed' },
  'error.notFound': { 'zh-CN': '内容不存在', 'zh-HK': '內容不存在', 'en-US': 'Not found' },
  'error.tooMany': {
    'zh-CN': '尝试次数过多，请 {{retryAfter}} 秒后再试',
    'zh-HK': '嘗試次數過多，請 {{retryAfter}} 秒後再試',
    'en-US': 'Too many attempts, please try again in {{retryAfter}} s',
  },
  'error.busy': {
    'zh-CN': '服务器繁忙，请 {{retryAfter}} 秒后再试',
    'zh-HK': '伺服器繁忙，請 {{retryAfter}} 秒後再試',
    'en-US': 'The server is busy, please try again in {{retryAfter}} s',
  },
  'error.server': {
    'zh-CN': '服务器错误，请稍后再试',
    'zh-HK': '伺服器錯誤，請稍後再試',
    'en-US': 'Server error, please try again later',
  },
  'error.unavailable': {
    'zh-CN': '服务暂时不可用，请稍后再试',
    'zh-HK': '服務暫時不可用，請稍後再試',
    'en-US': 'Service temporarily unavailable, please try again later',
  },
  'error.loginFailed': {
    'zh-CN': '账号或密码错误',
    'zh-HK': '帳號或密碼錯誤',
    'en-US': 'Incorrect account or password',
  },
  'error.inviteCodeUnknown': {
    'zh-CN': '邀请码无效',
    'zh-HK': '邀請碼無效',
    'en-US': 'This invite code is not valid',
  },
  'error.oldPassword': {
    'zh-CN': '原密码不正确',
    'zh-HK': '原密碼不正確',
    'en-US': 'The current password is not correct',
  },
  'error.emailTaken': {
    'zh-CN': '该邮箱已注册',
    'zh-HK': '該電郵已註冊',
    'en-US': 'This e-mail is already registered',
  },
  'error.commonPassword': {
    'zh-CN': '密码过于常见，请换一个',
    'zh-HK': '密碼過於常見，請換一個',
    'en-US': 'This password is too common, please choose another',
  },
  'code.sendFailed': {
    'zh-CN': '验证码发送失败',
    'zh-HK': '驗證碼發送失敗',
    'en-US': 'Verification Code Sending Failed',
  },
  'code.incorrect': {
    'zh-CN': '验证码错误',
    'zh-HK': '驗證碼錯誤',
    'en-US': 'Incorrect Verification Code',
  },
  'code.sent': {
    'zh-CN': '验证码发送成功',
    'zh-HK': '驗證碼發送成功',
    'en-US': 'Verification Code Sent Successfully',
  },
  'code.wait': {
    'zh-CN': '发送过于频繁，请 {{retryAfter}} 秒后再试',
    'zh-HK': '發送過於頻繁，請 {{retryAfter}} 秒後再試',
    'en-US': 'Please wait {{retryAfter}} s before requesting another code',
  },
  'success.save': { 'zh-CN': '保存成功', 'zh-HK': '儲存成功', 'en-US': 'Save Successful' },
  'success.submit': { 'zh-CN': '提交成功', 'zh-HK': '提交成功', 'en-US': 'Submit Successful' },
  'success.login': { 'zh-CN': '登录成功', 'zh-HK': '登入成功', 'en-US': 'Login Successful' },
  'success.register': {
    'zh-CN': '注册成功',
    'zh-HK': '註冊成功',
    'en-US': 'Registration Successful',
  },
  'success.modify': {
    'zh-CN': '修改成功',
    'zh-HK': '修改成功',
    'en-US': 'Modification Successful',
  },
  'success.logout': { 'zh-CN': '退出成功', 'zh-HK': '退出成功', 'en-US': 'Log Out Successful' },
  'success.ok': { 'zh-CN': '成功', 'zh-HK': '成功', 'en-US': 'Success' },
  'appointment.linkInvalid': { 'zh-CN': '链接无效', 'zh-HK': '連結無效', 'en-US': 'Link Error' },
  'appointment.linkFilled': {
    'zh-CN': '该链接已填写',
    'zh-HK': '該連結已填寫',
    'en-US': 'The link has been filled',
  },
  // policyholder/DeleteAppoint: only a draft never submitted goes.
  'appointment.notDeletable': {
    'zh-CN': '已提交的预约不能删除',
    'zh-HK': '已提交的預約不能刪除',
    'en-US': 'A reservation that was submitted cannot be deleted',
  },
  // Changes requested by the back office reopen only some sections and upload kinds.
  'appointment.notReopened': {
    'zh-CN': '此部分未开放修改',
    'zh-HK': '此部分未開放修改',
    'en-US': 'This section is not open for changes',
  },
  'appointment.uploadNotReopened': {
    'zh-CN': '此文件未开放修改',
    'zh-HK': '此文件未開放修改',
    'en-US': 'This upload is not open for changes',
  },
  'upload.failed': {
    'zh-CN': '上传失败，请稍后再试',
    'zh-HK': '上載失敗，請稍後再試',
    'en-US': 'Upload Failed, Please Try Again Later',
  },
  'reference.currencyFailed': {
    'zh-CN': '获取币种失败',
    'zh-HK': '獲取幣種失敗',
    'en-US': 'Failed to obtain currency',
  },
  'reference.bankFailed': {
    'zh-CN': '获取银行 SWIFT 代码失败',
    'zh-HK': '獲取銀行 SWIFT 代碼失敗',
    'en-US': 'Failed to obtain Bank Swift Code',
  },
  'validation.default': {
    'zh-CN': '请正确填写所有资料',
    'zh-HK': '請正確填寫所有資料',
    'en-US': 'please enter all data correctly',
  },
  // Required prompts (SPEC §5): the generic text is the fallback for a field without a label;
  // issues.ts names the field, so each form says 'Please enter the ID number' with its own label.
  // The prompts only reservation forms need (choose, answer, upload) are in sections/prompts.ts.
  'validation.required': {
    'zh-CN': '此项为必填项',
    'zh-HK': '此項為必填項',
    'en-US': 'This field is required',
  },
  'validation.requiredLabel': {
    'zh-CN': '请输入{{label}}',
    'zh-HK': '請輸入{{label}}',
    'en-US': 'Please enter the {{label}}',
  },
  'validation.email': {
    'zh-CN': '请填写正确的邮箱格式',
    'zh-HK': '請填寫正確的電郵格式',
    'en-US': 'Please fill in the correct email format',
  },
  'validation.phone': {
    'zh-CN': '请输入正确的手机号码',
    'zh-HK': '請輸入正確的流動電話號碼',
    'en-US': 'Please enter a valid mobile number',
  },
  'validation.password': {
    'zh-CN': '密码需 6-16 位，且至少包含一个字母和一个数字',
    'zh-HK': '密碼需 6-16 位，且至少包含一個字母和一個數字',
    'en-US': 'Password must be 6-16 characters with at least one letter and one number',
  },
  'validation.hwpwd': {
    'zh-CN': '密码需 6-18 位字母和数字，且两者都要有',
    'zh-HK': '密碼需 6-18 位字母和數字，且兩者都要有',
    'en-US': 'Password must be 6-18 letters and digits, with at least one of each',
  },
  'validation.staffPasswordLength': {
    'zh-CN': '员工密码至少需 8 位',
    'zh-HK': '員工密碼至少需 8 位',
    'en-US': 'A staff password must have at least 8 characters',
  },
  'validation.inviteCode': {
    'zh-CN': '邀请码需 6-16 位字母或数字',
    'zh-HK': '邀請碼需 6-16 位字母或數字',
    'en-US': 'Invite code must be 6-16 letters or digits',
  },
  'validation.account': {
    'zh-CN': '请输入正确的手机号或邮箱',
    'zh-HK': '請輸入正確的流動電話號碼或電郵',
    'en-US': 'Please enter a valid mobile number or e-mail',
  },
  'validation.code': {
    'zh-CN': '请输入 6 位验证码',
    'zh-HK': '請輸入 6 位驗證碼',
    'en-US': 'Please enter the 6-digit code',
  },
  'validation.number': {
    'zh-CN': '请输入数字',
    'zh-HK': '請輸入數字',
    'en-US': 'Please enter a number',
  },
  'validation.int': {
    'zh-CN': '请输入整数',
    'zh-HK': '請輸入整數',
    'en-US': 'Please enter a whole number',
  },
  'validation.money': {
    'zh-CN': '请输入正确的数字',
    'zh-HK': '請輸入正確的數字',
    'en-US': 'please enter the correct number',
  },
  'validation.range': {
    'zh-CN': '请输入 {{min}} 到 {{max}} 之间的数值',
    'zh-HK': '請輸入 {{min}} 到 {{max}} 之間的數值',
    'en-US': 'Please enter a value from {{min}} to {{max}}',
  },
  'validation.lengthRange': {
    'zh-CN': '长度需为 {{min}} 到 {{max}} 个字符',
    'zh-HK': '長度需為 {{min}} 到 {{max}} 個字符',
    'en-US': 'Must be {{min}} to {{max}} characters',
  },
  'validation.tooLong': {
    'zh-CN': '最多 {{max}} 个字符',
    'zh-HK': '最多 {{max}} 個字符',
    'en-US': 'At most {{max}} characters',
  },
  'validation.equals': {
    'zh-CN': '两次输入不一致',
    'zh-HK': '兩次輸入不一致',
    'en-US': 'The two entries do not match',
  },
  'validation.format': { 'zh-CN': '格式不正确', 'zh-HK': '格式不正確', 'en-US': 'Invalid format' },
  'validation.option': {
    'zh-CN': '请选择有效选项',
    'zh-HK': '請選擇有效選項',
    'en-US': 'Please choose a valid option',
  },
  'validation.currencyCode': {
    'zh-CN': '请从列表中选择币种（大写的 ISO 4217 代码，如 USD）',
    'zh-HK': '請從列表中選擇幣種（大寫的 ISO 4217 代碼，如 USD）',
    'en-US': 'Choose a currency from the list (an upper-case ISO 4217 code such as USD)',
  },
  'validation.min': {
    'zh-CN': '不能小于 {{min}}',
    'zh-HK': '不能小於 {{min}}',
    'en-US': 'Must be at least {{min}}',
  },
  'validation.max': {
    'zh-CN': '不能大于 {{max}}',
    'zh-HK': '不能大於 {{max}}',
    'en-US': 'Must be at most {{max}}',
  },
  'validation.tooMany': {
    'zh-CN': '最多选择 {{max}} 项',
    'zh-HK': '最多選擇 {{max}} 項',
    'en-US': 'Choose at most {{max}}',
  },
  'validation.digits': { 'zh-CN': '只能输入数字', 'zh-HK': '只能輸入數字', 'en-US': 'Digits only' },
  'validation.date': {
    'zh-CN': '请输入有效日期（YYYY-MM-DD）',
    'zh-HK': '請輸入有效日期（YYYY-MM-DD）',
    'en-US': 'Please enter a valid date (YYYY-MM-DD)',
  },
  'validation.datePast': {
    'zh-CN': '日期须早于今天',
    'zh-HK': '日期須早於今天',
    'en-US': 'The date must be before today',
  },
  'validation.dateFuture': {
    'zh-CN': '日期不能晚于今天',
    'zh-HK': '日期不能晚於今天',
    'en-US': 'The date cannot be in the future',
  },
  'validation.dateTooOld': {
    'zh-CN': '日期不能早于 {{years}} 年前',
    'zh-HK': '日期不能早於 {{years}} 年前',
    'en-US': 'The date cannot be more than {{years}} years ago',
  },
  'validation.nameEn': {
    'zh-CN': "只能输入英文字母、空格、- 或 '",
    'zh-HK': "只能輸入英文字母、空格、- 或 '",
    'en-US': "Please use letters, spaces, - or ' only",
  },
  'validation.idNumber': {
    'zh-CN': '请输入正确的证件号码',
    'zh-HK': '請輸入正確的證件號碼',
    'en-US': 'Please enter a valid ID number',
  },
  'validation.notEqualNationality': {
    'zh-CN': '其他国籍不能与国籍相同',
    'zh-HK': '其他國籍不能與國籍相同',
    'en-US': 'Other nationality must differ from nationality',
  },
  'validation.telephone': {
    'zh-CN': '请输入正确的电话号码',
    'zh-HK': '請輸入正確的電話號碼',
    'en-US': 'Please enter a valid phone number',
  },
  'validation.gpa': {
    'zh-CN': '请输入 0-100 之间的数字，最多两位小数',
    'zh-HK': '請輸入 0-100 之間的數字，最多兩位小數',
    'en-US': 'Please enter a number from 0 to 100 with at most 2 decimals',
  },
  'validation.bankCode': {
    'zh-CN': '请从列表中选择银行',
    'zh-HK': '請從列表中選擇銀行',
    'en-US': 'Please choose a bank from the list',
  },
  'validation.swift': {
    'zh-CN': '请输入正确的 SWIFT 代码（8 或 11 位）',
    'zh-HK': '請輸入正確的 SWIFT 代碼（8 或 11 位）',
    'en-US': 'Please enter a valid SWIFT code (8 or 11 characters)',
  },
  'validation.accountNumber': {
    'zh-CN': '银行账号需为 6-30 位数字或 -',
    'zh-HK': '銀行帳號需為 6-30 位數字或 -',
    'en-US': 'The account number must be 6-30 digits or dashes',
  },
  'validation.cardNumber': {
    'zh-CN': '请输入正确的信用卡号',
    'zh-HK': '請輸入正確的信用卡號',
    'en-US': 'Please enter a valid card number',
  },
  'validation.cardExpiry': {
    'zh-CN': '请按 MM/YY 格式输入有效期',
    'zh-HK': '請按 MM/YY 格式輸入有效期',
    'en-US': 'Please enter the expiry date as MM/YY',
  },
  'validation.cardExpired': {
    'zh-CN': '该信用卡已过期',
    'zh-HK': '該信用卡已過期',
    'en-US': 'This card has expired',
  },
  'validation.uploadRequired': {
    'zh-CN': '请上传此文件',
    'zh-HK': '請上載此文件',
    'en-US': 'Please upload this file',
  },
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

/**
 * Texts keyed like a Catalog, each a Labels row ({zh, hk, en}, the shape of every table row): the
 * server's own catalogs (PDF, notices, mail, back office, exports; D88). catalogOf turns one into
 * a Catalog where i18next or the server's message lookup wants one.
 */
export type LabelCatalog = Record<string, Labels>;

export function catalogOf(rows: LabelCatalog): Catalog {
  return Object.fromEntries(
    Object.entries(rows).map(([key, { zh, hk, en }]) => [
      key,
      { 'zh-CN': zh, 'zh-HK': hk, 'en-US': en },
    ]),
  );
}

/** A catalog entry as a Labels row: a contract text a server catalog reuses. */
export const labelsOf = (entry: Record<Language, string>): Labels => ({
  zh: entry['zh-CN'],
  hk: entry['zh-HK'],
  en: entry['en-US'],
});

/** A row of a LabelCatalog in one language, its {{params}} filled; an unknown key as it is. */
export function textIn(
  rows: LabelCatalog,
  key: string,
  lang: Language,
  params?: Record<string, unknown>,
): string {
  const row = rows[key];
  return interpolate(row ? labelIn(lang, row) : key, params);
}
