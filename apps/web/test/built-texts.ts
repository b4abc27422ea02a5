import { expect } from 'vitest';
import { languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { resources, startParts } from '../src/app/i18n-resources';
import type { Resources } from '../src/i18n/i18n';
import { i18n, initI18n } from '../src/i18n/i18n';

/**
 * The texts a build has when a screen shows: the start's (main.tsx) and what the screen's module
 * registers as it loads. The tests' usual setup merges every feature's texts, which hid a screen
 * that relied on another screen's (issue 36: the family form showed `validation.requiredChoice`).
 * `register` is the screen module's own registration (already run once by the import; run again
 * here after the bundles were emptied, as a build runs it on first visit).
 */
export function loadBuiltTexts(language: Language, ...register: (() => void)[]): void {
  for (const lng of languages) i18n.removeResourceBundle(lng, 'translation');
  const parts = Object.values(startParts());
  const start = Object.fromEntries(
    languages.map((lng) => [lng, Object.assign({}, ...parts.map((part) => part[lng]))]),
  ) as Resources;
  initI18n(start, language);
  for (const run of register) run();
  localStorage.setItem('language', language);
}

/** Every key the app has, with a dot: one of them on screen is a text that was never translated. */
const keys = [...new Set(languages.flatMap((lng) => Object.keys(resources[lng])))].filter((key) =>
  /^[a-z]+\.[\w.]+$/i.test(key),
);

/** What a person reads or hears in `root`: its text and its labels, placeholders and titles. */
function visibleWords(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap(
    (element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** Fails naming each raw key shown in `root` (document.body: toasts and dialogs included). */
export function expectNoRawKeys(root: HTMLElement = document.body): void {
  const words = visibleWords(root);
  expect(keys.filter((key) => words.includes(key))).toEqual([]);
}
