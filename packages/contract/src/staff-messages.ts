import type { Catalog } from './messages.ts';

/**
 * Texts only the handheld site's calls answer with (staff login, refresh, invitations): the server
 * and the staff console load them, the member app does not, so they cost its first load nothing.
 */
export const staffMessages = {
  'error.pdaEncryption': {
    'zh-CN': '密码未按本站公钥加密，请刷新页面后重试',
    'en-US': "The password was not encrypted with this site's key; reload the page and try again",
  },
  'error.refreshReused': {
    'zh-CN': '登录凭证已被使用，请重新登录',
    'en-US': 'This sign-in was used elsewhere; please log in again',
  },
  'error.invitationInvalid': {
    'zh-CN': '此邀请链接无效、已使用或已过期，请联系管理员重新邀请',
    'en-US':
      'This invitation link is not valid, already used or expired; ask an administrator for a new one',
  },
  'success.passwordSet': { 'zh-CN': '密码已设置，请登录', 'en-US': 'Password set; please log in' },
} satisfies Catalog;
