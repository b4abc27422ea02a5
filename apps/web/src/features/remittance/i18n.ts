import type { Resources } from '../../i18n/i18n';
import remittanceCatalog from './i18n.json';

/**
 * Texts of the money area: pay a premium, remittances, bank accounts, statement (texts in
 * i18n.json).
 */
export const remittanceMessages: Resources = remittanceCatalog;
