import type { Resources } from '../../i18n/i18n';

/** Texts of the personal centre. */
export const myMessages: Resources = {
  'zh-CN': {
    'my.title': '个人中心',
    'my.name': '姓名',
    'my.mobile': '手机号码',
    'my.email': '邮箱',
    'my.changePassword': '修改登录密码',
    'my.family': '家庭成员',
    'my.remittances': '我的汇款',
    'my.accounts': '我的银行账户',
    'my.statement': '我的账单',
    'my.language': '语言设置',
    'my.logout': '退出登录',
    'my.logoutConfirm': '确定要退出登录吗？',
    'my.confirm': '确定',
    'my.cancel': '取消',
    'my.loadFailed': '个人信息加载失败',
  },
  'en-US': {
    'my.title': 'Personal Center',
    'my.name': 'Name',
    'my.mobile': 'Mobile',
    'my.email': 'E-mail',
    'my.changePassword': 'Change login password',
    'my.family': 'Family members',
    'my.remittances': 'My remittances',
    'my.accounts': 'My bank accounts',
    'my.statement': 'My statement',
    'my.language': 'Language',
    'my.logout': 'Log Out',
    'my.logoutConfirm': 'Are you sure you want to log out?',
    'my.confirm': 'Confirm',
    'my.cancel': 'Cancel',
    'my.loadFailed': 'Your details could not be loaded',
  },
};
