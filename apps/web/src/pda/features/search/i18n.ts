import type { Resources } from '../../../i18n/i18n';
import searchCatalog from './i18n.json';

/** The header's search across the book (issue 37 point 4) (texts in i18n.json). */
export const searchMessages: Resources = searchCatalog;
