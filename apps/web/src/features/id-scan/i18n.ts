import type { Resources } from '../../i18n/i18n';
import idScanCatalog from './i18n.json';

/**
 * Texts of "Scan ID" on an identity block (registered by the scan's lazy module, texts.ts) (texts
 * in i18n.json).
 */
export const idScanMessages: Resources = idScanCatalog;
