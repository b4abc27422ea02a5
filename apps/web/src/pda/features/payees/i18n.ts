import type { Resources } from '../../../i18n/i18n';
import payeeCatalog from './i18n.json';

/** The texts are in i18n.json. */
export const payeeMessages: Resources = payeeCatalog;
