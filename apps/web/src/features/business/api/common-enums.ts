import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceEndpoints } from '@app/contract/calls/endpoints';
import type { Language } from '@app/contract/codes';
import { enumLabel } from '@app/contract/enums';
import type { EnumName } from '@app/contract/enums';
import { useLanguage } from '../../../i18n/use-language';
import { call } from '../../../lib/request';

export const commonEnumsQueryOptions = (lang: Language) =>
  queryOptions({
    // The server answers in the caller's language, so each language has its own entry.
    queryKey: ['common-enums', lang],
    queryFn: ({ signal }) => call(referenceEndpoints.commonEnums, {}, { signal }),
    staleTime: Infinity,
  });

export type EnumLabeller = (name: EnumName, value: string | null | undefined) => string;

/**
 * Labels of enumeration codes from getinscommonenum (the back office's wording). Until it answers,
 * or if it fails, the contract's built-in labels stand in, so a code is never shown raw.
 */
export function useEnumLabel(): EnumLabeller {
  const [lang] = useLanguage();
  const { data } = useQuery(commonEnumsQueryOptions(lang));
  return useCallback<EnumLabeller>(
    (name, value) => {
      if (!value) return '';
      const served = data?.[name]?.find((option) => option.value === value);
      return served?.label ?? enumLabel(name, value, lang);
    },
    [data, lang],
  );
}
