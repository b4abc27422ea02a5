import { languages } from '@app/contract/codes';
import { i18n } from '../i18n/i18n';
import { unreadMessages } from './unread-messages';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', unreadMessages[lng], true, false);
  }
}

export function registerUnreadTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
