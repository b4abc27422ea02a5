import { useCallback } from 'react';
import { enumLabel } from '@app/contract/enums';
import type { EnumName } from '@app/contract/enums';
import { useLanguage } from '../../i18n/use-language';

/** Dates and codes as the staff member reads them, in the console's language. */
export function useFormat() {
  const [language] = useLanguage();
  const dateTime = useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '—';
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
    },
    [language],
  );
  const label = useCallback(
    (name: EnumName, value: string | null | undefined) =>
      value ? enumLabel(name, value, language) : '—',
    [language],
  );
  return { language, dateTime, label };
}
