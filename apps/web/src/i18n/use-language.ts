import { useCallback } from 'react';
import { defaultLanguage, languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { useTranslation } from './use-translation';
import { setLanguage } from '../lib/storage';

function asLanguage(value: string | undefined): Language {
  return languages.find((l) => l === value) ?? defaultLanguage;
}

/** The interface language and a setter that also remembers it (SPEC §3 'language'). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const change = useCallback(
    (next: Language) => {
      setLanguage(next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return [language, change];
}
