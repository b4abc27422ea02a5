import type { Catalog } from './messages.ts';

/**
 * Texts only the handheld site's calls answer with (staff login, refresh, invitations): the server
 * and the staff console load them, the member app does not, so they cost its first load nothing.
 */
export const staffMessages = {
  // The console's calendar (GET /admin/calendar): its range, at most CALENDAR_MAX_DAYS.
  'validation.dateRangeTooLong': {
    'zh-CN': '日期范围最多 {{days}} 天',
    'zh-HK': '日期範圍最多 {{days}} 天',
    'en-US': 'The date range can be at most {{days}} days',
  },
  'error.pdaEncryption': {
    'zh-CN': '密码未按本站公钥加密，请刷新页面后重试',
    'zh-HK': '密碼未按本站公鑰加密，請刷新頁面後重試',
    'en-US': "The password was not encrypted with this site's key; reload the page and try again",
  },
  'error.refreshReused': {
    'zh-CN': '登录凭证已被使用，请重新登录',
    'zh-HK': '登入憑證已被使用，請重新登入',
    'en-US': 'This sign-in was used elsewhere; please log in again',
  },
  'error.invitationInvalid': {
    'zh-CN': '此邀请链接无效、已使用或已过期，请联系管理员重新邀请',
    'zh-HK': '此邀請連結無效、已使用或已過期，請聯絡管理員重新邀請',
    'en-US':
      'This invitation link is not valid, already used or expired; ask an administrator for a new one',
  },
  'error.mfaCodeWrong': {
    'zh-CN': '验证码不正确或已使用',
    'zh-HK': '驗證碼不正確或已使用',
    'en-US': 'The code is not correct or was already used',
  },
  'error.mfaTokenInvalid': {
    'zh-CN': '登录步骤已过期，请重新输入密码登录',
    'zh-HK': '登入步驟已過期，請重新輸入密碼登入',
    'en-US': 'This login step has expired; log in with your password again',
  },
  'error.mfaFreshCodeRequired': {
    'zh-CN': '请先输入验证器中的当前验证码（或重新登录后再试）',
    'zh-HK': '請先輸入驗證器中的當前驗證碼（或重新登入後再試）',
    'en-US': 'Enter the current code from your authenticator first (or log in again and retry)',
  },
  'error.mfaTotpExists': {
    'zh-CN': '已启用验证器，如需更换请先停用',
    'zh-HK': '已啓用驗證器，如需更換請先停用',
    'en-US': 'An authenticator is already set up; turn it off first to change it',
  },
  'error.mfaTotpNotSetUp': {
    'zh-CN': '请先开始设置验证器',
    'zh-HK': '請先開始設定驗證器',
    'en-US': 'Start setting up the authenticator first',
  },
  'error.mfaLastFactor': {
    'zh-CN': '必须保留至少一种两步验证方式',
    'zh-HK': '必須保留至少一種兩步驗證方式',
    'en-US': 'At least one second factor must stay',
  },
  'error.passkeyFailed': {
    'zh-CN': '通行密钥验证失败，请重试',
    'zh-HK': '通行密鑰驗證失敗，請重試',
    'en-US': 'The passkey could not be verified; try again',
  },
  'success.mfaEnrolled': {
    'zh-CN': '两步验证已启用',
    'zh-HK': '兩步驗證已啓用',
    'en-US': 'Second factor set up',
  },
  'success.mfaChanged': {
    'zh-CN': '两步验证已更新',
    'zh-HK': '兩步驗證已更新',
    'en-US': 'Second factor updated',
  },
  'success.passwordSet': {
    'zh-CN': '密码已设置，请登录',
    'zh-HK': '密碼已設定，請登入',
    'en-US': 'Password set; please log in',
  },
} satisfies Catalog;
