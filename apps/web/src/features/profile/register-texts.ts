import { addScreenTexts } from '../../i18n/i18n';
import { profileMessages } from './i18n';

/** The profile texts travel with its screen. */
export function registerProfileTexts(): void {
  addScreenTexts(profileMessages);
}
