import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-error';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'> &
    Partial<Pick<UseQueryResult<T>, 'isPlaceholderData'>>;
  /** When the answer has nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The states every console screen shares: loading, not allowed (403, with the server's message),
 * not found (404: also what an agent sees of another agent's book), other failures with a retry,
 * empty, and the data. While new filters load, the previous answer stays on screen marked
 * `aria-busy`, so neither a screen reader nor a test takes it for the new one.
 */
export function QueryState<T>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className="console-state" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    const error = query.error;
    const code = isApiError(error) ? error.code : 0;
    if (code === 403 || code === 404) {
      return (
        <div className="console-state console-state--problem" role="alert">
          <p className="console-state__title">
            {t(code === 403 ? 'pda.state.forbidden' : 'pda.state.notFound')}
          </p>
          {isApiError(error) && error.msg && <p>{error.msg}</p>}
        </div>
      );
    }
    return (
      <div className="console-state console-state--problem" role="alert">
        <p className="console-state__title">{t('pda.state.error')}</p>
        <button type="button" className="console-link-button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="console-results" aria-busy={query.isPlaceholderData === true}>
      {isEmpty?.(query.data) ? (
        <p className="console-state" role="status">
          {emptyText ?? t('pda.state.empty')}
        </p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
