import type { Resources } from '../../../i18n/i18n';
import auditCatalog from './i18n.json';

/**
 * The audit log in words (issue 37 point 6): one sentence per action, {{actor}} and {{object}}
 * standing for the person and the linked object; `say.status` also names the two statuses.
 * Its texts are in i18n.json.
 * A list's export (GET /admin/<list>/export) is recorded under the list's name.
 */
export const auditMessages: Resources = auditCatalog;
