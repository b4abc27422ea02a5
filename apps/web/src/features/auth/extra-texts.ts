import { languages } from '@app/contract/codes';
import type { Resources } from '../../i18n/i18n';
import { i18n } from '../../i18n/i18n';

/**
 * Texts of the account screens' later parts: the register screen's agreement and the e-mail code
 * login. Registered by the modules that show them, which the login route does not load first, so
 * its first load stays within budget; app/i18n-resources.ts checks them with the rest.
 */
export const authExtraMessages: Resources = {
  'zh-CN': {
    'auth.agreement.agree': '我已阅读并同意',
    'auth.agreement.and': '和',
    'auth.agreement.agreement': '《用户协议》',
    'auth.agreement.privacy': '《隐私声明》',
    'auth.deal.close': '关闭',
    'auth.deal.version': '版本：{{version}}',
    'auth.deal.loadFailed': '内容加载失败',
    'auth.codeLogin.title': '邮箱验证码登录',
    'auth.codeLogin.submit': '登录',
  },
  'en-US': {
    'auth.agreement.agree': 'I have read and agree to the',
    'auth.agreement.and': 'and the',
    'auth.agreement.agreement': 'User Agreement',
    'auth.agreement.privacy': 'Privacy Statement',
    'auth.deal.close': 'Close',
    'auth.deal.version': 'Version: {{version}}',
    'auth.deal.loadFailed': 'The text could not be loaded',
    'auth.codeLogin.title': 'Log in with an e-mail code',
    'auth.codeLogin.submit': 'Log In',
  },
};

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', authExtraMessages[lng], true, false);
  }
}

export function registerAuthExtraTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
