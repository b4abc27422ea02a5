import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { noticeMessages } from './i18n';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', noticeMessages[lng], true, false);
  }
}

/** The message centre's texts travel with its screen, not in the login route's first load. */
export function registerNoticeTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
