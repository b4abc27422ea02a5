import { familyCallMessages } from '@app/contract/family-messages';
import { familyRows } from '@app/contract/sections/family-table';
import { sectionPrompts } from '@app/contract/sections/prompts';
import { fromCatalog } from '../../i18n/catalog';
import { addScreenTexts } from '../../i18n/i18n';
import { familyMessages } from './i18n';

/** The family member's field labels in every language (zh-HK was missing: it read Simplified). */
export function familyFieldLabels() {
  return Object.fromEntries(
    familyRows.map((row) => [
      `field.${row.key}`,
      { 'zh-CN': row.zh, 'zh-HK': row.hk, 'en-US': row.en },
    ]),
  );
}

/**
 * The family screens' texts, their fields' labels and the family calls' messages are loaded with
 * these screens, not with the login screen (as the reservation screens do); i18n-resources merges
 * them for tests. Called by each family screen module as it loads; safe to call again.
 */
export function registerFamilyTexts(): void {
  const labels = fromCatalog(familyFieldLabels());
  // The prompts of a picked field ('Please choose the …'): without them the form showed the raw
  // key `validation.requiredChoice` on its five lists (issue 36).
  addScreenTexts(
    labels,
    familyMessages,
    fromCatalog(familyCallMessages),
    fromCatalog(sectionPrompts),
  );
}
