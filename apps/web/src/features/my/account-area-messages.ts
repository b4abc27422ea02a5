import type { Resources } from '../../i18n/i18n';
import accountAreaCatalog from './account-area-messages.json';

/**
 * The personal centre's links to the account area (messages, profile). Registered by the
 * personal centre's module, behind the login screen, so they add nothing to its first load.
 * Its texts are in account-area-messages.json.
 */
export const accountAreaMessages: Resources = accountAreaCatalog;
