import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { NOTICE_LIST_SIZE, useSentNotices } from '../api/use-notices';
import { SendNoticeForm } from './send-notice-form';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { noticeTextIn } from '@app/contract/admin/api/notices';
import { ExportControl } from '../../../components/export-control';

/** Notices to members (DESIGN.md): send one, and the list of those sent with their read counts. */
export function NoticesScreen() {
  const { t } = useTranslation();
  const { language, dateTime } = useFormat();
  const staff = useStaff();
  const [page, setPage] = useState(1);
  const query = useSentNotices(page);

  return (
    <section className="console-screen" aria-labelledby="notices-title">
      <h1 id="notices-title" className="console-screen__title">
        {t('pda.notices.title')}
      </h1>
      {can.write(staff.role) && <SendNoticeForm />}
      <h2 className="console-card__title">{t('pda.notices.listTitle')}</h2>
      <ExportControl route={adminEndpoints.notices.export} name="notices" />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.notices.empty')}
      >
        {(data) => (
          <>
            <ul className="console-list" aria-label={t('pda.notices.listLabel')}>
              {data.list.map((notice) => (
                <li key={notice.id} className="console-card" data-testid="sent-notice">
                  <p className="console-card__title">{noticeTextIn(notice.title, language)}</p>
                  <p>{noticeTextIn(notice.body, language)}</p>
                  <p className="field__hint">
                    {notice.memberEmail ?? t('pda.notices.everyone')} · {dateTime(notice.createdAt)}{' '}
                    · {t('pda.notices.reads', { count: notice.reads })}
                    {notice.createdBy
                      ? ` · ${t('pda.notices.by', { name: notice.createdBy })}`
                      : ''}
                  </p>
                </li>
              ))}
            </ul>
            <Pager page={page} size={NOTICE_LIST_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
