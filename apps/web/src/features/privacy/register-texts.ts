import { addScreenTexts } from '../../i18n/i18n';
import { privacyMessages } from './i18n';

/** The texts travel with the two privacy screens. */
export function registerPrivacyTexts(): void {
  addScreenTexts(privacyMessages);
}
