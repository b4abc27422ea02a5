import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

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
}

/**
 * Under a paged list: "Load more" while the server has another page (its own spinner while it
 * comes; a fetch already under way is not cancelled), then a line saying the list is complete.
 */
export function LoadMoreFooter({ query, list, loadMore, end }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <div className={`${list}__footer`}>
      {query.hasNextPage ? (
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
      ) : (
        <p className={`${list}__end`}>{end}</p>
      )}
    </div>
  );
}
