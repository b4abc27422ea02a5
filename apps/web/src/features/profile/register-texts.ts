import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { profileMessages } from './i18n';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', profileMessages[lng], true, false);
  }
}

/** The profile texts travel with its screen, not in the login route's first load. */
export function registerProfileTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
