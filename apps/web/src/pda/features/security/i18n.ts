import type { Resources } from '../../../i18n/i18n';
import mfaCatalog from './i18n.json';

/** The texts are in i18n.json. */
export const mfaMessages: Resources = mfaCatalog;
