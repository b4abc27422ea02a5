import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { authExtraMessages } from './extra-messages';

function register(): void {
  const messages = authExtraMessages();
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', messages[lng], true, false);
  }
}

export function registerAuthExtraTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
