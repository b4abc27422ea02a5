import type { Resources } from '../../i18n/i18n';

/**
 * The personal centre's links to the account area (messages, profile). Registered by the
 * personal centre's module, behind the login screen, so they add nothing to its first load.
 */
export const accountAreaMessages: Resources = {
  'zh-CN': {
    'my.messages': '消息中心',
    'my.profile': '我的资料',
    'my.notifications': '邮件通知',
    'my.accessLog': '谁查看了我的文件',
    'my.dataExport': '下载我的数据',
  },
  'zh-HK': {
    'my.messages': '訊息中心',
    'my.profile': '我的資料',
    'my.notifications': '郵件通知',
    'my.accessLog': '誰查看了我的文件',
    'my.dataExport': '下載我的數據',
  },
  'en-US': {
    'my.messages': 'Message Centre',
    'my.profile': 'My Profile',
    'my.notifications': 'E-mail notifications',
    'my.accessLog': 'Who opened my documents',
    'my.dataExport': 'Download my data',
  },
};
