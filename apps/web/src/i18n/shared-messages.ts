import type { Resources } from './i18n';

/** Texts of the shared components (header, tab bar, fields, fallbacks). */
export const sharedMessages: Resources = {
  'zh-CN': {
    'app.name': '保险预约',
    'common.back': '返回',
    'common.retry': '重试',
    'common.reload': '重新加载',
    'common.language': '语言',
    'common.languageName.zh-CN': '简体中文',
    'common.languageName.en-US': 'English',
    'common.showPassword': '显示密码',
    'common.hidePassword': '隐藏密码',
    'common.loading': '加载中…',
    'common.screenError': '页面加载失败，请检查网络后重试',
    'common.notFound': '页面不存在',
    'tab.label': '主导航',
    'tab.business': '业务',
    'tab.my': '个人中心',
  },
  'en-US': {
    'app.name': 'Insurance Reservations',
    'common.back': 'Back',
    'common.retry': 'Retry',
    'common.reload': 'Reload',
    'common.language': 'Language',
    'common.languageName.zh-CN': '简体中文',
    'common.languageName.en-US': 'English',
    'common.showPassword': 'Show password',
    'common.hidePassword': 'Hide password',
    'common.loading': 'Loading…',
    'common.screenError': 'The screen could not be loaded. Check the connection and try again.',
    'common.notFound': 'Page not found',
    'tab.label': 'Main navigation',
    'tab.business': 'Business',
    'tab.my': 'Personal Center',
  },
};
