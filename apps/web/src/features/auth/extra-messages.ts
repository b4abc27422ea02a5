import { agreementMessages } from '@app/contract/agreement-messages';
import { fromCatalog } from '../../i18n/catalog';
import type { Resources } from '../../i18n/i18n';

/**
 * Texts of the account screens other than the login form: registration (with its agreement),
 * the e-mail code login, the code button, the forgotten and changed password. Registered by the modules that show them, which the login route does not load first, so
 * its first load stays within budget; app/i18n-resources.ts checks them with the rest.
 */
/*
 * A function, not a constant: the production build then drops this module from the entry, which
 * imports it for the development checks only (a top-level call would keep it there).
 */
export function authExtraMessages(): Resources {
  const agreement = fromCatalog(agreementMessages);
  return {
    'zh-CN': {
      ...agreement['zh-CN'],
      'auth.agreement.agree': '我已阅读并同意',
      'auth.agreement.and': '和',
      'auth.agreement.agreement': '《用户协议》',
      'auth.agreement.privacy': '《隐私声明》',
      'auth.deal.close': '关闭',
      'auth.deal.version': '版本：{{version}}',
      'auth.deal.loadFailed': '内容加载失败',
      'auth.codeLogin.title': '邮箱验证码登录',
      'auth.codeLogin.submit': '登录',
      'auth.codeLogin.back': '使用密码登录',
      'auth.code.send': '获取验证码',
      'auth.code.countdown': '{{seconds}} 秒后重发',
      'auth.field.inviteCode': '邀请码（选填）',
      'auth.field.inviteCodePlaceholder': '顾问给您的邀请码',
      'auth.register.title': '注册',
      'auth.register.submit': '注册',
      'auth.register.hasAccount': '已有账号？',
      'auth.register.toLogin': '去登录',
      'auth.forget.title': '忘记密码',
      'auth.password.title': '修改登录密码',
      'auth.password.hint': '修改后，您在其他设备上的登录将会失效。',
      'auth.password.submit': '确认修改',
      'auth.field.oldPassword': '当前密码',
      'auth.forget.submit': '确认修改',
      'auth.forget.toLogin': '返回登录',
    },
    'zh-HK': {
      ...agreement['zh-HK'],
      'auth.agreement.agree': '我已閲讀並同意',
      'auth.agreement.and': '和',
      'auth.agreement.agreement': '《用戶協議》',
      'auth.agreement.privacy': '《私隱聲明》',
      'auth.deal.close': '關閉',
      'auth.deal.version': '版本：{{version}}',
      'auth.deal.loadFailed': '內容載入失敗',
      'auth.codeLogin.title': '電郵驗證碼登入',
      'auth.codeLogin.submit': '登入',
      'auth.codeLogin.back': '使用密碼登入',
      'auth.code.send': '獲取驗證碼',
      'auth.code.countdown': '{{seconds}} 秒後重發',
      'auth.field.inviteCode': '邀請碼（選填）',
      'auth.field.inviteCodePlaceholder': '顧問給您的邀請碼',
      'auth.register.title': '註冊',
      'auth.register.submit': '註冊',
      'auth.register.hasAccount': '已有帳號？',
      'auth.register.toLogin': '去登入',
      'auth.forget.title': '忘記密碼',
      'auth.password.title': '修改登入密碼',
      'auth.password.hint': '修改後，您在其他設備上的登入將會失效。',
      'auth.password.submit': '確認修改',
      'auth.field.oldPassword': '當前密碼',
      'auth.forget.submit': '確認修改',
      'auth.forget.toLogin': '返回登入',
    },
    'en-US': {
      ...agreement['en-US'],
      'auth.agreement.agree': 'I have read and agree to the',
      'auth.agreement.and': 'and the',
      'auth.agreement.agreement': 'User Agreement',
      'auth.agreement.privacy': 'Privacy Statement',
      'auth.deal.close': 'Close',
      'auth.deal.version': 'Version: {{version}}',
      'auth.deal.loadFailed': 'The text could not be loaded',
      'auth.codeLogin.title': 'Log in with an e-mail code',
      'auth.codeLogin.submit': 'Log In',
      'auth.codeLogin.back': 'Log in with a password',
      'auth.code.send': 'Send code',
      'auth.code.countdown': 'Resend in {{seconds}} s',
      'auth.field.inviteCode': 'Invite code (optional)',
      'auth.field.inviteCodePlaceholder': 'The code your adviser gave you',
      'auth.register.title': 'Register',
      'auth.register.submit': 'Register',
      'auth.register.hasAccount': 'Already registered?',
      'auth.register.toLogin': 'Log in',
      'auth.forget.title': 'Forgot Password',
      'auth.password.title': 'Change login password',
      'auth.password.hint': 'Afterwards, your other devices are logged out.',
      'auth.password.submit': 'Change password',
      'auth.field.oldPassword': 'Current password',
      'auth.forget.submit': 'Reset password',
      'auth.forget.toLogin': 'Back to login',
    },
  };
}
