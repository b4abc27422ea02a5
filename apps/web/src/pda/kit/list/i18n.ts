import type { Resources } from '../../../i18n/i18n';
import listCatalog from './i18n.json';

/** The list kit's own texts and the column headers the lists share (texts in i18n.json). */
export const listMessages: Resources = listCatalog;
