import { useCallback } from 'react';
import type { Bank } from '@app/contract/calls/reference';
import { enumOptions } from '@app/contract/enums';
import type { EnumOption } from '@app/contract/enums';
import type { FieldMeta } from '@app/contract/sections/meta';
import { useBanks, useCommonEnums } from '../../api/reference';
import { useLanguage } from '../../i18n/use-language';

/**
 * The options of every select: getinscommonenum's (the back office may relabel them), the
 * contract's own lists while it loads or when the server cannot be reached, and getbanklist's
 * banks for the bank code.
 */
export function useFieldOptions(fields: readonly FieldMeta[]) {
  const [language] = useLanguage();
  const enums = useCommonEnums(language);
  const needsBanks = fields.some((field) => field.source === 'bankList');
  const banks = useBanks(needsBanks);

  const optionsFor = useCallback(
    (field: FieldMeta): EnumOption[] | undefined => {
      if (field.source === 'bankList') {
        return banks.data?.map((bank) => ({
          value: bank.code,
          label: `${bank.code} ${bank.name}`,
        }));
      }
      if (!field.enum) return undefined;
      const served = enums.data?.[field.enum];
      return served && served.length > 0 ? served : enumOptions(field.enum, language);
    },
    [banks.data, enums.data, language],
  );

  const bankOf = useCallback(
    (code: string): Bank | undefined => banks.data?.find((bank) => bank.code === code),
    [banks.data],
  );

  return { optionsFor, bankOf, banksFailed: needsBanks && banks.isError };
}
