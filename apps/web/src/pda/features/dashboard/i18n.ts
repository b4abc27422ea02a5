import type { Resources } from '../../../i18n/i18n';
import dashboardCatalog from './i18n.json';

/**
 * The dashboard's figures (issue 37 point 3); dates are calendar days in Hong Kong (texts in
 * i18n.json).
 */
export const dashboardMessages: Resources = dashboardCatalog;
