import type { Resources } from '../i18n/i18n';
import unreadCatalog from './unread-messages.json';

/**
 * How an unread count is read out beside a link (the tab bar, the personal centre). Registered by
 * the modules that show a count, all behind the login screen, so the login route's first load does
 * not carry them; app/i18n-resources.ts checks them with the rest.
 * Its texts are in unread-messages.json.
 */
export const unreadMessages: Resources = unreadCatalog;
