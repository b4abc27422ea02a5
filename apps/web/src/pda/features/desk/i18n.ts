import type { Resources } from '../../../i18n/i18n';
import deskCatalog from './i18n.json';

/** A desk's work (issue 37 point 4): assignment and internal notes (texts in i18n.json). */
export const deskMessages: Resources = deskCatalog;
