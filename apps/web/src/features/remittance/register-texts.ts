import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { remittanceMessages } from './i18n';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', remittanceMessages[lng], true, false);
  }
}

/** The money area's texts load with its screens (as the business screens' do). */
export function registerRemittanceTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
