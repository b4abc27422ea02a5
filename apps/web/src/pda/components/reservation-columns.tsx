import type { ReservationSummary } from '@app/contract/admin/api/reservations';
import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../lib/format';
import { consolePaths } from '../lib/paths';
import { ListTable } from '../kit/list/list-table';
import { linkColumn } from '../kit/list/columns';
import type { ListColumn } from '../kit/list/types';

/** Who a reservation is for, as far as it is known yet. */
export const whoOf = (r: ReservationSummary) =>
  r.memberName ?? r.fillerEmail ?? r.creatorEmail ?? r.invitedEmail ?? r.token;

/** The queue's columns; the first opens the reservation. */
export function useReservationColumns(): ListColumn<ReservationSummary>[] {
  const { t } = useTranslation();
  const { dateTime, label } = useFormat();
  return [
    linkColumn('memberName', 'pda.list.who', (r) => consolePaths.reservationHref(r.token), whoOf),
    {
      id: 'productType',
      label: 'pda.queue.product',
      cell: (r) => label('productType', r.productType),
    },
    { id: 'orderNo', label: 'pda.list.orderNo', cell: (r) => r.orderNo ?? '—' },
    {
      id: 'status',
      label: 'pda.queue.status',
      cell: (r) => (
        <span className={`console-tag console-tag--${r.status}`}>
          {t(`pda.reservationStatus.${r.status}`)}
        </span>
      ),
    },
    {
      id: 'review',
      label: 'pda.queue.review',
      cell: (r) =>
        r.review ? (
          <span className={`console-tag console-tag--${r.review}`}>
            {t(`pda.reviewState.${r.review}`)}
          </span>
        ) : (
          '—'
        ),
    },
    { id: 'assignee', label: 'pda.desk.assignee', cell: (r) => r.assigneeName ?? '—' },
    {
      id: 'submittedAt',
      label: 'pda.list.submittedAt',
      cell: (r) => dateTime(r.submittedAt ?? r.createdAt),
    },
    {
      id: 'createdAt',
      label: 'pda.list.createdAt',
      cell: (r) => dateTime(r.createdAt),
      hidden: true,
    },
  ];
}

/** A member's reservations on the member's page: the same columns, without server sorting. */
export function ReservationList({ items }: { items: readonly ReservationSummary[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('pda.member.reservations')}
      testId="reservation-list"
      rows={items}
      columns={useReservationColumns().filter((c) => !c.hidden)}
      rowKey={(r) => r.token}
    />
  );
}
