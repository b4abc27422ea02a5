import type { Resources } from '../i18n/i18n';

/**
 * How an unread count is read out beside a link (the tab bar, the personal centre). Registered by
 * the modules that show a count, all behind the login screen, so the login route's first load does
 * not carry them; app/i18n-resources.ts checks them with the rest.
 */
export const unreadMessages: Resources = {
  'zh-CN': {
    'unread.suffix': '，{{count}} 条未读',
  },
  'zh-HK': {
    'unread.suffix': '，{{count}} 條未讀',
  },
  'en-US': {
    'unread.suffix': ', {{count}} unread',
  },
};
