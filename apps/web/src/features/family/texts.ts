import { languages } from '@app/contract/codes';
import { familyCallMessages } from '@app/contract/family-messages';
import { familyRows } from '@app/contract/sections/family-table';
import { fromCatalog } from '../../i18n/catalog';
import { i18n } from '../../i18n/i18n';
import { familyMessages } from './i18n';

/**
 * The family screens' texts, their fields' labels and the family calls' messages are loaded with
 * these screens, not with the login screen (as the reservation screens do); i18n-resources merges
 * them for tests.
 */
function register(): void {
  const callMessages = fromCatalog(familyCallMessages);
  for (const lng of languages) {
    const labels = Object.fromEntries(
      familyRows.map((row) => [`field.${row.key}`, lng === 'zh-CN' ? row.zh : row.en]),
    );
    i18n.addResourceBundle(lng, 'translation', labels, true, false);
    i18n.addResourceBundle(lng, 'translation', familyMessages[lng], true, false);
    i18n.addResourceBundle(lng, 'translation', callMessages[lng], true, false);
  }
}

/** Called by each family screen module as it loads; safe to call again. */
export function registerFamilyTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
