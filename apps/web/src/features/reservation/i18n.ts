import type { Resources } from '../../i18n/i18n';
import reservationCatalog from './i18n.json';

/**
 * The reservation screens' texts. Field and section labels are the contract's ('field.<key>',
 * 'section.<name>'); 'Link Error' and 'The link has been filled' are its messages too.
 * Its texts are in i18n.json.
 */
export const reservationMessages: Resources = reservationCatalog;
