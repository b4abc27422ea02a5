import { agreementMessages } from '@app/contract/agreement-messages';
import { fromCatalog } from '../../i18n/catalog';
import type { Resources } from '../../i18n/i18n';

/**
 * Texts of the account screens' later parts: the register screen's agreement and the e-mail code
 * login. Registered by the modules that show them, which the login route does not load first, so
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
    },
  };
}
