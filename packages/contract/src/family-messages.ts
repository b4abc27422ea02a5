import type { Catalog } from './messages.ts';
import familyCatalog from './family-messages.json';

/**
 * Texts the family member calls answer with: the server translates with them (catalog.ts) and
 * the member app loads them with the family screens, not with the login route's first load.
 */
export const familyCallMessages = familyCatalog satisfies Catalog;
