import type { Resources } from '../../../i18n/i18n';
import calendarCatalog from './i18n.json';

/** The renewals and due-payments calendar (issue 37 point 4) (texts in i18n.json). */
export const calendarMessages: Resources = calendarCatalog;
