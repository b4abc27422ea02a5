import type { Resources } from '../../../i18n/i18n';
import noticeCatalog from './i18n.json';

/**
 * Texts of the console's Notices screen (staff only: never loaded by the member app) (texts in
 * i18n.json).
 */
export const noticeMessages: Resources = noticeCatalog;
