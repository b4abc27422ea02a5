import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { getLanguage } from '../lib/storage';

/** Flat texts per language. Keys contain dots ('auth.login.title', the contract's 'error.network'). */
export type Messages = Record<string, string>;
export type Resources = Record<Language, Messages>;

export const i18n = i18next.createInstance();

/**
 * keySeparator and nsSeparator are off: keys are flat strings, so the contract's catalog
 * ('validation.required') and the features' texts can be merged without nesting.
 */
export function initI18n(resources: Resources, language: Language = getLanguage()) {
  const bundles = {
    'zh-CN': { translation: resources['zh-CN'] },
    'zh-HK': { translation: resources['zh-HK'] },
    'en-US': { translation: resources['en-US'] },
  };
  if (i18n.isInitialized) {
    for (const [lng, bundle] of Object.entries(bundles)) {
      i18n.addResourceBundle(lng, 'translation', bundle.translation, true, true);
    }
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: bundles,
    lng: language,
    fallbackLng: 'zh-CN',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** Translation outside React (request layer, toasts). */
export function translate(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params ?? {});
}

/**
 * Adds texts that travel with their screens rather than in the login route's first load: each
 * screen module calls its feature's register function as it loads (again is harmless), before or
 * after the start's initI18n. app/i18n-resources.ts merges the same parts for the completeness
 * test and the dev server.
 */
export function addScreenTexts(...parts: Resources[]): void {
  const add = () => {
    for (const part of parts) {
      for (const lng of languages)
        i18n.addResourceBundle(lng, 'translation', part[lng], true, false);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
