import type { Catalog } from './messages.ts';

/**
 * Texts about the user agreement that Register answers with: the server translates with them
 * (catalog.ts) and the member app loads them with the register screen, not with the login
 * route's first load, which is within a few KiB of its budget.
 */
export const agreementMessages = {
  'validation.agreement': {
    'zh-CN': '请阅读并同意用户协议和隐私声明',
    'zh-HK': '請閲讀並同意用戶協議和私隱聲明',
    'en-US': 'Please read and agree to the User Agreement and the Privacy Statement',
  },
  'error.agreementOutdated': {
    'zh-CN': '用户协议已更新，请重新阅读并同意',
    'zh-HK': '用戶協議已更新，請重新閲讀並同意',
    'en-US': 'The User Agreement has been updated; please read and agree to it again',
  },
} satisfies Catalog;
