import { addScreenTexts } from '../../i18n/i18n';
import { idScanMessages } from './i18n';

/** The scan's texts come with its lazy module, not with the screens that show the button. */
export function registerIdScanTexts(): void {
  addScreenTexts(idScanMessages);
}
