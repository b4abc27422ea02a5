import { useCallback } from 'react';
import { enumOptions } from '@app/contract/enums';
import type { EnumName } from '@app/contract/enums';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import type { Option } from '../components/select-field';

/** Choices for the console's selects: the contract's enumerations, or console texts by key. */
export function useOptions() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const fromEnum = useCallback((name: EnumName) => enumOptions(name, language), [language]);
  const fromKeys = useCallback(
    (values: readonly string[], prefix: string): Option[] =>
      values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
    [t],
  );
  return { fromEnum, fromKeys };
}
