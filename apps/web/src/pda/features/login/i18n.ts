import type { Resources } from '../../../i18n/i18n';

export const loginMessages: Resources = {
  'zh-CN': {
    'pda.login.title': '员工登录',
    'pda.login.intro': '使用您的员工邮箱和密码登录控制台。',
    'pda.login.email': '邮箱',
    'pda.login.password': '密码',
    'pda.login.submit': '登录',
    'pda.login.locked': '尝试次数过多，请 {{seconds}} 秒后再试',
    'pda.login.noCrypto': '此浏览器无法在当前地址加密密码，请通过 HTTPS（或 localhost）打开控制台',
  },
  'en-US': {
    'pda.login.title': 'Staff login',
    'pda.login.intro': 'Log in to the console with your staff e-mail and password.',
    'pda.login.email': 'E-mail',
    'pda.login.password': 'Password',
    'pda.login.submit': 'Log in',
    'pda.login.locked': 'Too many attempts. Try again in {{seconds}} s',
    'pda.login.noCrypto':
      'This browser cannot encrypt the password at this address: open the console over HTTPS (or on localhost)',
  },
};
