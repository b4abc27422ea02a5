import { addScreenTexts } from '../../i18n/i18n';
import { accountAreaMessages } from './account-area-messages';
import { myMessages } from './i18n';

/** The personal centre's texts and its account area's travel with its screen. */
export function registerAccountAreaTexts(): void {
  addScreenTexts(myMessages, accountAreaMessages);
}
