import { languages } from '@app/contract/codes';
import type { Resources } from '../../i18n/i18n';
import { i18n } from '../../i18n/i18n';

/**
 * The personal centre's links to the account area (messages, profile). Registered by the
 * personal centre's module, behind the login screen, so they add nothing to its first load.
 */
export const accountAreaMessages: Resources = {
  'zh-CN': { 'my.messages': '消息中心', 'my.profile': '我的资料' },
  'en-US': { 'my.messages': 'Message Centre', 'my.profile': 'My Profile' },
};

function register(): void {
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', accountAreaMessages[lng], true, false);
  }
}

export function registerAccountAreaTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
