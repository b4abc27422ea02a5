import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PageHeader } from '../../../components/page-header';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { accessLogKeys, useAccessLog } from '../api/access-log';
import { registerPrivacyTexts } from '../register-texts';
import { AccessEntryItem } from './access-entry';
import '../privacy.css';

registerPrivacyTexts();

/** /pages/my/access-log: who opened the member's uploads, documents and slips, newest first. */
export function AccessLogScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const query = useAccessLog();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessLogKeys.all });
  const entries = query.data?.pages.flatMap((page) => page.list) ?? [];

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="card-list card-list--inset">
        {[0, 1, 2].map((key) => (
          <div key={key} className="card card--outlined access-entry" aria-hidden>
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && entries.length === 0) {
    body = (
      <div className="privacy-state" role="alert">
        <p>{t('privacy.accessLog.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <div className="privacy-state" data-testid="access-log-empty">
        <Empty description={t('privacy.accessLog.empty')} />
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card-list card-list--inset" aria-label={t('privacy.accessLog.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <AccessEntryItem entry={entry} lang={lang} />
            </li>
          ))}
        </ul>
        <LoadMoreFooter
          query={query}
          list="access-list"
          loadMore={t('privacy.accessLog.loadMore')}
          end={t('privacy.accessLog.end')}
        />
      </>
    );
  }

  return (
    <div className="privacy-screen">
      <PageHeader title={t('privacy.accessLog.title')} back={paths.my} />
      <main>
        <p className="privacy-intro">{t('privacy.accessLog.intro')}</p>
        <PullToRefresh onRefresh={refresh} button={t('privacy.accessLog.refresh')}>
          <div aria-busy={query.isFetching}>{body}</div>
        </PullToRefresh>
      </main>
    </div>
  );
}
