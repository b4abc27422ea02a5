import { languages } from '@app/contract/codes';
import { moneyMessages } from '@app/contract/money-messages';
import { fromCatalog } from '../../i18n/catalog';
import { i18n } from '../../i18n/i18n';
import { remittanceMessages } from './i18n';

function register(): void {
  const callMessages = fromCatalog(moneyMessages);
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', remittanceMessages[lng], true, false);
    i18n.addResourceBundle(lng, 'translation', callMessages[lng], true, false);
  }
}

/** The money area's texts and its calls' messages load with its screens (as the business ones). */
export function registerRemittanceTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
