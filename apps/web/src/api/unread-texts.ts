import { addScreenTexts } from '../i18n/i18n';
import { unreadMessages } from './unread-messages';

/** The unread badge texts load with the tab bar and the personal centre. */
export function registerUnreadTexts(): void {
  addScreenTexts(unreadMessages);
}
