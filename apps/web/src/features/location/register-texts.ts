import { languages } from '@app/contract/codes';
import { i18n } from '../../i18n/i18n';
import { locationMessages } from './i18n';
import './location.css';

/** The location texts travel with their screens (see app/i18n-resources.ts screenParts). */
export function registerLocationTexts(): void {
  const add = () => {
    for (const lng of languages) {
      i18n.addResourceBundle(lng, 'translation', locationMessages[lng], true, false);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
