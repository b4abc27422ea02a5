import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { businessMessages } from './i18n';

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', businessMessages[lng], true, false);
  }
}

/**
 * The business texts travel with the business screens rather than in the login route's first
 * load: each screen module calls this as it loads (again is harmless). The completeness test
 * checks these texts through app/i18n-resources.ts all the same.
 */
export function registerBusinessTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
