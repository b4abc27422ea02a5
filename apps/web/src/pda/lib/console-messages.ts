import type { Resources } from '../../i18n/i18n';
import consoleCatalog from './console-messages.json';

/**
 * Texts of the console's frame and shared pieces (navigation, states, paging, files) (texts in
 * console-messages.json).
 */
export const consoleMessages: Resources = consoleCatalog;
