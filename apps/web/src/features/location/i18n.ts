import type { Resources } from '../../i18n/i18n';
import locationCatalog from './i18n.json';

/** The texts are in i18n.json. */
export const locationMessages: Resources = locationCatalog;
