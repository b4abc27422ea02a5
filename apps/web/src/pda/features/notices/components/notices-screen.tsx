import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { useTranslation } from '../../../../i18n/use-translation';
import { ListScreen } from '../../../kit/list/list-screen';
import type { ListDeclaration, ListQuery } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useSentNotices } from '../api/use-notices';
import type { SentNotice } from '../api/use-notices';
import { SendNoticeForm } from './send-notice-form';
import { noticeTextIn } from '@app/contract/admin/api/notices';

/**
 * The kit sorts only by a column `sortColumns.notices` names (createdAt here), so the query's
 * `sort` is one of the contract's.
 */
const useNotices = (query: ListQuery<never>) =>
  useSentNotices(query as Parameters<typeof useSentNotices>[0]);

/** Notices to members (DESIGN.md): send one, and the list of those sent with their read counts. */
export function NoticesScreen() {
  const { t } = useTranslation();
  const { language, dateTime } = useFormat();
  const staff = useStaff();
  const declaration: ListDeclaration<SentNotice, never> = {
    name: 'notices',
    title: 'pda.notices.title',
    empty: 'pda.notices.empty',
    testId: 'notice-list',
    rowTestId: 'sent-notice',
    filterKeys: [],
    columns: [
      { id: 'createdAt', label: 'pda.list.at', cell: (n) => dateTime(n.createdAt) },
      {
        id: 'title',
        label: 'pda.list.notice',
        cell: (n) => (
          <>
            <strong>{noticeTextIn(n.title, language)}</strong>
            <br />
            {noticeTextIn(n.body, language)}
          </>
        ),
      },
      {
        id: 'memberEmail',
        label: 'pda.list.to',
        cell: (n) => n.memberEmail ?? t('pda.notices.everyone'),
      },
      {
        id: 'reads',
        label: 'pda.list.reads',
        cell: (n) => t('pda.notices.reads', { count: n.reads }),
      },
      { id: 'createdBy', label: 'pda.list.by', cell: (n) => n.createdBy ?? '—' },
    ],
    rowKey: (n) => n.id,
    rowName: (n) => noticeTextIn(n.title, language),
    useRows: useNotices,
    exportTo: { route: adminEndpoints.notices.export, name: 'notices' },
  };
  return (
    <ListScreen
      declaration={declaration}
      intro={
        <>
          {can.write(staff.role) && <SendNoticeForm />}
          <h2 className="console-card__title">{t('pda.notices.listTitle')}</h2>
        </>
      }
    />
  );
}
