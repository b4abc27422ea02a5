import type { Resources } from '../../../i18n/i18n';
import reservationCatalog from './i18n.json';

/** The texts are in i18n.json. */
export const reservationMessages: Resources = reservationCatalog;
