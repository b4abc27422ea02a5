import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { i18n } from './i18n';

interface Texts {
  t: TFunction;
  i18n: I18n;
}

/**
 * Outside a TextsProvider (a component rendered on its own root, a unit test of a bare
 * component): the app's instance itself, which always translates into its current language.
 */
const TextsContext = createContext<Texts>({
  t: ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction,
  i18n,
});

/**
 * `t` that remembers each text asked for by its key alone, as most are (labels, buttons, field
 * names). i18next resolves a key anew on every call (its options copied, its interpolation's
 * patterns rebuilt): about 40 ms of a section's load here. A call with options (values, plurals)
 * goes to i18next every time, and `forget` drops everything when texts are added (a screen's own
 * texts come with its module, after the shared ones were asked for).
 */
function rememberingTexts(t: TFunction) {
  const known = new Map<string, string>();
  const remembering = ((...args: Parameters<TFunction>) => {
    const [key] = args;
    if (typeof key !== 'string' || args.length > 1) return t(...args);
    let text = known.get(key);
    if (text === undefined) {
      text = t(key) as string;
      known.set(key, text);
    }
    return text;
  }) as TFunction;
  return { t: remembering, forget: () => known.clear() };
}

/** react-i18next's hook is told the instance, so no provider of its own is needed. */
const theApp = { i18n };

/**
 * Asks react-i18next once for the whole tree and hands its answer down by context (D53).
 * react-i18next 17's useTranslation builds, for every component that calls it, a fixed t, its
 * options and a copy of the i18next instance's 42 own properties: about 15 ms of a section's
 * load here, repeated in every business card. One call at the top renders again when the
 * language changes, and the new value renders every reader again.
 */
export function TextsProvider({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useI18nextTranslation(undefined, theApp);
  const remembered = useMemo(() => rememberingTexts(t), [t]);
  useEffect(() => {
    const { store } = instance;
    store.on('added', remembered.forget);
    return () => store.off('added', remembered.forget);
  }, [instance, remembered]);
  const texts = useMemo(() => ({ t: remembered.t, i18n: instance }), [remembered, instance]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts of the interface language: `const { t } = useTranslation()`, as react-i18next's. */
export function useTranslation(): Texts {
  return useContext(TextsContext);
}
