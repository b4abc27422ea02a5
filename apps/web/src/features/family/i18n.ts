import type { Resources } from '../../i18n/i18n';
import familyCatalog from './i18n.json';

/**
 * Texts of the family member screens (the field labels are the contract's 'field.<key>') (texts in
 * i18n.json).
 */
export const familyMessages: Resources = familyCatalog;
