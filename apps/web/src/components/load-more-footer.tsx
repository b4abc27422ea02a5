import type { ReactNode, Ref } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../i18n/use-translation';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
}

interface LoadMoreFooterProps {
  query: PagedQuery;
  /** The list's class: the footer is `${list}__footer`, the end line `${list}__end`. */
  list: string;
  loadMore: string;
  end: string;
  /** The footer element, for a list that loads the next page as it scrolls into view. */
  footerRef?: Ref<HTMLDivElement>;
  /** Shown instead of "Load more" when the next page failed: its own message and retry. */
  failed?: ReactNode;
  endTestId?: string;
}

/**
 * Under a paged list: "Load more" while the server has another page (its own spinner while it
 * comes; a fetch already under way is not cancelled), or what `failed` says when that page
 * failed, then a line saying the list is complete.
 */
export function LoadMoreFooter(props: LoadMoreFooterProps) {
  const { query, list, loadMore, end, footerRef, failed, endTestId } = props;
  const { t } = useTranslation();
  return (
    <div ref={footerRef} className={`${list}__footer`}>
      {!query.hasNextPage ? (
        <p className={`${list}__end`} data-testid={endTestId}>
          {end}
        </p>
      ) : failed ? (
        failed
      ) : (
        <Button
          size="small"
          fill="none"
          color="primary"
          loading={query.isFetchingNextPage}
          loadingText={t('common.loading')}
          onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
        >
          {loadMore}
        </Button>
      )}
    </div>
  );
}
