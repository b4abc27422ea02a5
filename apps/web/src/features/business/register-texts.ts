import { i18n } from '../../i18n/i18n';
import { businessMessages } from './i18n';

/**
 * The business texts travel with the business screens rather than in the login route's first
 * load: each screen module calls this before it renders. Existing keys are kept, so running it
 * again (every screen does) changes nothing. The completeness test checks these texts through
 * app/i18n-resources.ts all the same.
 */
export function registerBusinessTexts(): void {
  for (const lng of ['zh-CN', 'en-US'] as const) {
    i18n.addResourceBundle(lng, 'translation', businessMessages[lng], true, false);
  }
}
