import { useCallback } from 'react';
import { enumLabel } from '@app/contract/enums';
import type { EnumName } from '@app/contract/enums';
import { useCommonEnums } from '../../../api/reference';
import { useLanguage } from '../../../i18n/use-language';

export type EnumLabeller = (name: EnumName, value: string | null | undefined) => string;

/**
 * Labels of enumeration codes from getinscommonenum (the back office's wording). Until it answers,
 * or if it fails, the contract's built-in labels stand in, so a code is never shown raw.
 */
export function useEnumLabel(): EnumLabeller {
  const [lang] = useLanguage();
  const { data } = useCommonEnums(lang);
  return useCallback<EnumLabeller>(
    (name, value) => {
      if (!value) return '';
      const served = data?.[name]?.find((option) => option.value === value);
      return served?.label ?? enumLabel(name, value, lang);
    },
    [data, lang],
  );
}
