import { addScreenTexts } from '../../i18n/i18n';
import { businessMessages } from './i18n';

/** The business texts travel with the business screens. */
export function registerBusinessTexts(): void {
  addScreenTexts(businessMessages);
}
