import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import { useLoadOnScroll } from '../lib/use-load-on-scroll';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '../../../components/load-failed';

interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  /** Names the list for screen readers. */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  loadFailed: string;
  /** What a pull does; the list alone by default. */
  onRefresh?: () => Promise<unknown>;
}

/**
 * A paged list: pull to refresh, the next page as the member nears the end (or taps 'Load more',
 * which keyboards and screen readers reach), SPEC's 'no more data' line at the end.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { query, label, itemKey, renderItem, empty, loadFailed } = props;
  const refresh = props.onRefresh ?? (() => query.refetch());
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const pages = query.data?.pages.length ?? 0;
  // The first cards come with the screen and the rest a few per task (issue 14: a page of ten
  // cards was one long task); the footer, which loads the next page as it scrolls into view,
  // waits until every card of the pages already loaded is there.
  const shown = useRevealInSteps(items.length);
  const allShown = shown >= items.length;
  // A failed next page waits for the member's retry instead of asking again on every scroll.
  const nextFailed = query.isFetchNextPageError;
  // cancelRefetch off: a scroll and a tap at once must not ask for the same page twice.
  const loadMore = () => void query.fetchNextPage({ cancelRefetch: false });
  const footerRef = useLoadOnScroll<HTMLDivElement>(
    query.hasNextPage && !query.isFetching && !nextFailed && allShown,
    loadMore,
    pages,
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton />;
  else if (query.isError && items.length === 0) {
    body = <LoadFailed text={loadFailed} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) body = empty;
  else {
    body = (
      <>
        <ul className="card-list" aria-label={label}>
          {items.slice(0, shown).map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        {allShown && (
          <LoadMoreFooter
            query={query}
            list="business-list"
            loadMore={t('business.list.loadMore')}
            end={t('business.list.end')}
            endTestId="business-list-end"
            footerRef={footerRef}
            failed={nextFailed && <LoadFailed text={loadFailed} onRetry={loadMore} />}
          />
        )}
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <div aria-busy={query.isFetching}>{body}</div>
    </PullToRefresh>
  );
}
