import { addScreenTexts } from '../../i18n/i18n';
import { authExtraMessages } from './extra-messages';

/** The account screens' later parts (agreement, code login) load with those screens. */
export function registerAuthExtraTexts(): void {
  addScreenTexts(authExtraMessages());
}
