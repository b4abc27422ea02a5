import type { Resources } from '../../i18n/i18n';
import profileCatalog from './i18n.json';

/** Texts of the "My profile" screen (SPEC §3 basic info) (texts in i18n.json). */
export const profileMessages: Resources = profileCatalog;
