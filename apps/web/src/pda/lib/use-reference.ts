import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { useLanguage } from '../../i18n/use-language';
import type { Option } from '../components/select-field';
import { adminCall } from './admin-client';
import { pdaKeys } from './query-keys';

/**
 * GET /admin/reference: the insurers, products, currencies and banks staff pick from (never type),
 * named in the console's language with their codes beside the name, as staff need them.
 */
export function useReference() {
  const [language] = useLanguage();
  const query = useQuery({
    queryKey: [...pdaKeys.all, 'reference', language],
    queryFn: ({ signal }) => adminCall(adminEndpoints.reference.get, { signal }),
    staleTime: 60 * 60 * 1000,
  });
  const data = query.data;
  const options = useMemo(() => {
    const named = (rows: readonly { code: string; name: string }[] = []): Option[] =>
      rows.map((row) => ({ value: row.code, label: `${row.name} (${row.code})` }));
    return {
      insurers: named(data?.insurers),
      currencies: named(data?.currencies),
      banks: named(data?.banks),
    };
  }, [data]);
  /** The products of one insurer (all of them while none is chosen). */
  const productsOf = useCallback(
    (insurer: string): Option[] =>
      (data?.products ?? [])
        .filter((p) => !insurer || p.insurerCode === insurer)
        .map((p) => ({ value: p.code, label: `${p.name} (${p.code})` })),
    [data],
  );
  /** A stored code's name with the code ('宏利 (MANULIFE)'); text not on a list stays as is. */
  const nameOf = useCallback(
    (kind: 'insurers' | 'products' | 'currencies', code: string | null): string => {
      if (!code) return '';
      const row = data?.[kind].find((r) => r.code === code);
      return row ? `${row.name} (${row.code})` : code;
    },
    [data],
  );
  return { ...options, productsOf, nameOf, banksData: data?.banks ?? [], isError: query.isError };
}

/** The options with the stored value kept when it is not on the list (old free text). */
export function withStored(options: readonly Option[], stored: string): Option[] {
  if (!stored || options.some((o) => o.value === stored)) return [...options];
  return [{ value: stored, label: stored }, ...options];
}
