import type { Resources } from '../../../i18n/i18n';

export const loginMessages: Resources = {
  'zh-CN': {
    'pda.login.title': '员工登录',
    'pda.login.intro': '使用您的员工邮箱和密码登录控制台。',
    'pda.login.email': '邮箱',
    'pda.login.password': '密码',
    'pda.login.submit': '登录',
    'pda.login.locked': '尝试次数过多，请 {{seconds}} 秒后再试',
    'pda.setPassword.title': '设置密码',
    'pda.setPassword.intro': '欢迎加入！请为您的员工账号设置密码：6-18 位，须同时包含字母和数字。',
    'pda.setPassword.password': '新密码',
    'pda.setPassword.confirm': '再次输入新密码',
    'pda.setPassword.submit': '设置密码',
    'pda.setPassword.noToken': '邀请链接不完整，请打开邮件中的完整链接',
    'pda.setPassword.toLogin': '去登录',
    'pda.login.noCrypto': '此浏览器无法在当前地址加密密码，请通过 HTTPS（或 localhost）打开控制台',
  },
  'en-US': {
    'pda.login.title': 'Staff login',
    'pda.login.intro': 'Log in to the console with your staff e-mail and password.',
    'pda.login.email': 'E-mail',
    'pda.login.password': 'Password',
    'pda.login.submit': 'Log in',
    'pda.login.locked': 'Too many attempts. Try again in {{seconds}} s',
    'pda.setPassword.title': 'Set your password',
    'pda.setPassword.intro':
      'Welcome! Choose the password of your staff account: 6-18 characters with letters and digits.',
    'pda.setPassword.password': 'New password',
    'pda.setPassword.confirm': 'New password again',
    'pda.setPassword.submit': 'Set password',
    'pda.setPassword.noToken':
      'The invitation link is incomplete: open the whole link from the e-mail',
    'pda.setPassword.toLogin': 'Go to the login',
    'pda.login.noCrypto':
      'This browser cannot encrypt the password at this address: open the console over HTTPS (or on localhost)',
  },
};
