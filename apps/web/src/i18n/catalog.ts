import { languages } from '@app/contract/codes';
import type { Resources } from './i18n';

/** The contract's catalog ({key: {lang: text}}) turned around into i18next's {lang: {key: text}}. */
export function fromCatalog(catalog: Record<string, Record<string, string>>): Resources {
  const out: Resources = { 'zh-CN': {}, 'zh-HK': {}, 'en-US': {} };
  for (const [key, texts] of Object.entries(catalog)) {
    for (const lng of languages) {
      const text = texts[lng];
      if (text !== undefined) out[lng][key] = text;
    }
  }
  return out;
}
