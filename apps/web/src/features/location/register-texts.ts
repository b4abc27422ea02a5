import { addScreenTexts } from '../../i18n/i18n';
import { locationMessages } from './i18n';
import './location.css';

/** The location texts travel with their screens (see app/i18n-resources.ts screenParts). */
export function registerLocationTexts(): void {
  addScreenTexts(locationMessages);
}
