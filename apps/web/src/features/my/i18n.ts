import type { Resources } from '../../i18n/i18n';
import myCatalog from './i18n.json';

/** Texts of the personal centre (texts in i18n.json). */
export const myMessages: Resources = myCatalog;
