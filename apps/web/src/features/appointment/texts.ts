import { languages } from '@app/contract/codes';
import { declarationMessages } from '@app/contract/declarations/messages';
import { fieldLabels, sectionLabels } from '@app/contract/sections/labels';
import { sectionPrompts } from '@app/contract/sections/prompts';
import type { Catalog } from '@app/contract/messages';
import type { Resources } from '../../i18n/i18n';
import { i18n } from '../../i18n/i18n';
import { appointmentMessages } from './i18n';

/**
 * The reservation screens' texts and the contract's field and section labels (and the required
 * prompts only reservation forms use, and the declarations' messages) are loaded with
 * these screens rather than with the login screen (i18next addResourceBundle); the completeness
 * test covers them through i18n-resources' lazy parts.
 */
export function labelMessages(
  catalog: Catalog = {
    ...fieldLabels,
    ...sectionLabels,
    ...sectionPrompts,
    ...declarationMessages,
  },
): Resources {
  const out: Resources = { 'zh-CN': {}, 'en-US': {} };
  for (const [key, texts] of Object.entries(catalog)) {
    for (const lng of languages) out[lng][key] = texts[lng];
  }
  return out;
}

function register(): void {
  const labels = labelMessages();
  for (const lng of languages) {
    i18n.addResourceBundle(lng, 'translation', labels[lng], true, false);
    i18n.addResourceBundle(lng, 'translation', appointmentMessages[lng], true, false);
  }
}

/** Called by every screen module as it loads; safe to call again. */
export function registerAppointmentTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
