import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { privacyMessages } from './i18n';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', privacyMessages[lng], true, false);
  }
}

/** The texts travel with the two screens, not in the login route's first load. */
export function registerPrivacyTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
