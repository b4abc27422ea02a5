import { useSearchParams } from 'react-router';

/** The `?id=` of a detail route (SPEC §2 passes ids in the query), trimmed; '' when absent. */
export function useIdParam(): string {
  const [params] = useSearchParams();
  return params.get('id')?.trim() ?? '';
}
