import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { ReservationSummary } from '@app/contract/admin/api/reservations';
import { useTranslation } from '../../../../i18n/use-translation';
import { SelectField } from '../../../components/select-field';
import { AssigneeFilter, DateRangeFilter } from '../../../kit/list/filters';
import { FilterNotice } from '../../../kit/list/filter-notice';
import { ListScreen } from '../../../kit/list/list-screen';
import type { ListDeclaration } from '../../../kit/list/types';
import { useOptions } from '../../../lib/options';
import { useReservations } from '../api/use-reservations';
import { useReservationColumns, whoOf } from '../../../components/reservation-columns';

const filterKeys = [
  'q',
  'productType',
  'status',
  'review',
  'assignee',
  'from',
  'to',
  'idExpiring',
] as const;
type Key = (typeof filterKeys)[number];

/** The review queue: reservations to look at, searchable, filtered and sorted, a page at a time. */
export function QueueScreen() {
  const { t } = useTranslation();
  const { fromEnum, fromKeys } = useOptions();
  const all = t('pda.common.all');
  const declaration: ListDeclaration<ReservationSummary, Key> = {
    name: 'reservations',
    title: 'pda.queue.title',
    search: 'pda.queue.search',
    empty: 'pda.queue.empty',
    testId: 'reservation-list',
    filterKeys,
    // The queue is for review: submitted reservations unless the filter says otherwise.
    defaults: { status: 'submitted' },
    columns: useReservationColumns(),
    rowKey: (r) => r.token,
    rowName: whoOf,
    useRows: useReservations,
    exportTo: { route: adminEndpoints.appointments.export, name: 'reservations' },
    bulk: 'reservation',
  };
  return (
    <ListScreen
      declaration={declaration}
      filters={(values, update) => (
        <>
          <SelectField
            name="productType"
            label={t('pda.queue.product')}
            value={values.productType}
            options={fromEnum('productType')}
            emptyLabel={all}
            onChange={(productType) => update({ productType })}
          />
          <SelectField
            name="status"
            label={t('pda.queue.status')}
            value={values.status}
            options={fromKeys(['open', 'submitted', 'changesRequested'], 'pda.reservationStatus')}
            emptyLabel={all}
            onChange={(status) => update({ status })}
          />
          <SelectField
            name="review"
            label={t('pda.queue.review')}
            value={values.review}
            options={fromKeys(['pending', 'changesRequested', 'accepted'], 'pda.reviewState')}
            emptyLabel={all}
            onChange={(review) => update({ review })}
          />
          <AssigneeFilter value={values.assignee} onChange={(assignee) => update({ assignee })} />
          <DateRangeFilter
            from={values.from}
            to={values.to}
            labels={{ from: 'pda.queue.from', to: 'pda.queue.to' }}
            onChange={update}
          />
        </>
      )}
      // The dashboard's "documents expiring" link comes with this filter (D86); clearing it
      // lists every reservation again (the business list's words said "all businesses").
      notice={(values, update) =>
        values.idExpiring && (
          <FilterNotice
            text={t('pda.queue.filter.idExpiring', { days: values.idExpiring })}
            clearLabel={t('pda.queue.filter.clear')}
            onClear={() => update({ idExpiring: '' })}
          />
        )
      }
    />
  );
}
