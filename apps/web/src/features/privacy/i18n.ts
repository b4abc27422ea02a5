import type { Resources } from '../../i18n/i18n';
import privacyCatalog from './i18n.json';

/**
 * Texts of "Who opened my documents" and "Download my data" (the member's own data) (texts in
 * i18n.json).
 */
export const privacyMessages: Resources = privacyCatalog;
