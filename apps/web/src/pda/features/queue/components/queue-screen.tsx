import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { ReservationList } from '../../../components/reservation-list';
import { SearchBar } from '../../../components/search-bar';
import { SelectField } from '../../../components/select-field';
import { useOptions } from '../../../lib/options';
import { useSearchState } from '../../../lib/use-search-state';
import { useReservations } from '../api/use-reservations';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';
import { useSelection } from '../../../components/desk/use-bulk';
import { BulkBar } from '../../../components/desk/bulk-bar';

const PAGE_SIZE = 20;
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
// The queue is for review: submitted reservations unless the filter says otherwise.
const defaults = { status: 'submitted' };

/** The review queue: reservations to look at, searchable and filtered, a page at a time. */
export function QueueScreen() {
  const { t } = useTranslation();
  const { fromEnum, fromKeys } = useOptions();
  const { values, page, update, setPage } = useSearchState(filterKeys, defaults);
  const query = useReservations({ ...values, page, size: PAGE_SIZE });
  const all = t('pda.common.all');
  const selection = useSelection();
  const names = new Map(query.data?.list.map((r) => [r.token, r.memberName ?? r.token]));

  return (
    <section className="console-screen" aria-labelledby="queue-title">
      <h1 id="queue-title" className="console-screen__title">
        {t('pda.queue.title')}
      </h1>
      <SearchBar label={t('pda.queue.search')} value={values.q} onSearch={(q) => update({ q })}>
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
        <SelectField
          name="assignee"
          label={t('pda.desk.assignee')}
          value={values.assignee}
          options={[{ value: 'me', label: t('pda.desk.mine') }]}
          emptyLabel={all}
          onChange={(assignee) => update({ assignee })}
        />
        <InputField
          name="from"
          type="date"
          label={t('pda.queue.from')}
          value={values.from}
          onChange={(from) => update({ from })}
        />
        <InputField
          name="to"
          type="date"
          label={t('pda.queue.to')}
          value={values.to}
          onChange={(to) => update({ to })}
        />
      </SearchBar>
      {values.idExpiring && (
        <p className="console-filter" data-testid="dashboard-filter">
          <span>{t('pda.queue.filter.idExpiring', { days: values.idExpiring })}</span>{' '}
          <button
            type="button"
            className="console-link-button"
            onClick={() => update({ idExpiring: '' })}
          >
            {t('pda.business.filter.clear')}
          </button>
        </p>
      )}
      <ExportControl
        route={adminEndpoints.appointments.export}
        filters={values}
        name="reservations"
      />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.queue.empty')}
      >
        {(data) => (
          <>
            <p className="console-screen__count" aria-live="polite">
              {t('pda.common.count', { count: data.total })}
            </p>
            <BulkBar
              kind="reservation"
              selection={selection}
              nameOf={(token) => names.get(token) ?? token}
            />
            <ReservationList items={data.list} selection={selection} />
            <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
