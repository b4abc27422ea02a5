import type { Resources } from '../../i18n/i18n';
import noticeCatalog from './i18n.json';

/** Texts of the message centre and the e-mail notification settings (texts in i18n.json). */
export const noticeMessages: Resources = noticeCatalog;
