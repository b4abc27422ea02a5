import { useCallback, useMemo } from 'react';
import type { Bank } from '@app/contract/calls/reference';
import { orderCountries } from '@app/contract/countries';
import { enumOptions } from '@app/contract/enums';
import type { EnumOption } from '@app/contract/enums';
import type { FieldMeta } from '@app/contract/sections/meta';
import { OTHER_BANK, OTHER_BANK_LABEL } from '@app/contract/sections/bank-table';
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

  // A bank not on the list (a mainland bank, say) is the last choice: its name and SWIFT typed.
  const bankOptions = useMemo(
    () =>
      banks.data && [
        ...banks.data.map((bank) => ({ value: bank.code, label: `${bank.code} ${bank.name}` })),
        { value: OTHER_BANK, label: OTHER_BANK_LABEL[language] },
      ],
    [banks.data, language],
  );
  // Countries as a person scans them (issue 36): HK, MO, CN, TW first, then by name. One ordered
  // list per source list, so a field's memoised row keeps equal props.
  const servedCountries = enums.data?.country;
  const countryOptions = useMemo(
    () =>
      servedCountries && servedCountries.length > 0
        ? orderCountries(servedCountries, language)
        : undefined,
    [servedCountries, language],
  );
  const fallbackCountries = useMemo(
    () => (enums.isError ? orderCountries(enumOptions('country', language), language) : undefined),
    [enums.isError, language],
  );
  const optionsFor = useCallback(
    (field: FieldMeta): readonly EnumOption[] | undefined => {
      if (field.source === 'bankList') return bankOptions;
      if (!field.enum) return undefined;
      // The contract's country names come from the runtime's region data, whose first use costs
      // a phone some 20 ms of main thread as the form first renders (issue 14): the server's list,
      // asked for with the screen, is waited for, and the contract's is the fallback when the
      // server cannot answer. A saved country stays visible meanwhile (SelectControl).
      if (field.enum === 'country') return countryOptions ?? fallbackCountries;
      const served = enums.data?.[field.enum];
      if (served && served.length > 0) return served;
      // The same list on every call (enumOptions), so a field's memoised row keeps equal props.
      return enumOptions(field.enum, language);
    },
    [bankOptions, countryOptions, fallbackCountries, enums.data, language],
  );

  const bankOf = useCallback(
    (code: string): Bank | undefined => banks.data?.find((bank) => bank.code === code),
    [banks.data],
  );

  return { optionsFor, bankOf, banksFailed: needsBanks && banks.isError };
}
