import type { Resources } from '../../i18n/i18n';
import businessCatalog from './i18n.json';

/**
 * Texts of the business screens. Enumeration labels (status, fee type, DDA status...) come from
 * the contract and getinscommonenum, not from here.
 * Its texts are in i18n.json.
 */
export const businessMessages: Resources = businessCatalog;
