import { addScreenTexts } from '../../i18n/i18n';
import { noticeMessages } from './i18n';

/** The message centre's texts travel with its screens. */
export function registerNoticeTexts(): void {
  addScreenTexts(noticeMessages);
}
