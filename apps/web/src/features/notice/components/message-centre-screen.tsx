import Button from 'antd-mobile/es/components/button';
import Empty from 'antd-mobile/es/components/empty';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { Notice } from '@app/contract/calls/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { noticeKeys } from '../../../api/unread-notices';
import { LoadMoreFooter } from '../../../components/load-more-footer';
import { PageHeader } from '../../../components/page-header';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { useNotices } from '../api/notice';
import { useReadNotice } from '../api/read-notice';
import { registerNoticeTexts } from '../register-texts';
import { MessageItem } from './message-item';
import '../notice.css';

registerNoticeTexts();

/** Only the member app's own routes are followed (the server checks links too). */
const isAppLink = (link: string | null): link is string =>
  !!link && link.startsWith('/pages/') && !link.startsWith('//');

/** /pages/my/messages: the member's messages, newest first (DESIGN.md notice). */
export function MessageCentreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lang] = useLanguage();
  const query = useNotices(lang);
  const read = useReadNotice();
  const queryClient = useQueryClient();
  // The list and every unread count on screen: the member asked for what is new.
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = query.data?.pages.flatMap((page) => page.list) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;

  const open = async (message: Notice) => {
    const link = isAppLink(message.link) ? message.link : null;
    if (!link) setOpenId((current) => (current === message.id ? null : message.id));
    if (!message.read) {
      try {
        await read.mutateAsync({ id: message.id });
      } catch (error) {
        reportError(error);
      }
    }
    if (link) void navigate(link);
  };

  const markAll = async () => {
    try {
      await read.mutateAsync({ all: 1 });
      showToast(t('notice.markedAllRead'));
    } catch (error) {
      reportError(error);
    }
  };

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="card-list card-list--inset">
        {[0, 1, 2].map((key) => (
          <div key={key} className="card card--outlined" aria-hidden>
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && messages.length === 0) {
    body = (
      <div className="message-state" role="alert">
        <p>{t('notice.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className="message-state" data-testid="messages-empty">
        <Empty description={t('notice.empty')} />
        <p>{t('notice.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card-list card-list--inset" aria-label={t('notice.listLabel')}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageItem
                message={message}
                open={openId === message.id}
                lang={lang}
                onOpen={(m) => void open(m)}
              />
            </li>
          ))}
        </ul>
        <LoadMoreFooter
          query={query}
          list="message-list"
          loadMore={t('notice.loadMore')}
          end={t('notice.end')}
        />
      </>
    );
  }

  return (
    <div className="message-screen">
      <PageHeader title={t('notice.title')} back={paths.my} />
      <main>
        <div className="message-screen__bar">
          <p role="status" className="message-screen__summary" data-testid="unread-summary">
            {query.isPending
              ? ''
              : unreadCount > 0
                ? t('notice.unreadSummary', { count: unreadCount })
                : t('notice.allReadSummary')}
          </p>
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={unreadCount === 0 || read.isPending}
            onClick={() => void markAll()}
          >
            {t('notice.markAllRead')}
          </Button>
        </div>
        <PullToRefresh onRefresh={refresh} button={t('notice.refresh')}>
          <div aria-busy={query.isFetching}>{body}</div>
        </PullToRefresh>
      </main>
    </div>
  );
}
