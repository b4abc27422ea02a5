import { useTranslation } from '../../../../i18n/use-translation';
import { BusinessList } from '../../../components/business-list';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SearchBar } from '../../../components/search-bar';
import { SelectField } from '../../../components/select-field';
import { useOptions } from '../../../lib/options';
import { useSearchState } from '../../../lib/use-search-state';
import { useBusinesses } from '../api/use-businesses';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';
import { useSelection } from '../../../components/desk/use-bulk';
import { BulkBar } from '../../../components/desk/bulk-bar';

const PAGE_SIZE = 20;
const filterKeys = ['q', 'status', 'assignee', 'due', 'overdue', 'coolingOff'] as const;

/** The dashboard's filter a link came with, in words, or null (issue 37). */
function dashboardFilter(
  values: Record<(typeof filterKeys)[number], string>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const said = [
    values.due && t('pda.business.filter.due', { days: values.due }),
    values.overdue && t('pda.business.filter.overdue'),
    values.coolingOff && t('pda.business.filter.coolingOff'),
  ].filter(Boolean);
  return said.length > 0 ? said.join(' · ') : null;
}

/** Every business the staff member may see, searchable by order number, member or policy. */
export function BusinessListScreen() {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const { values, page, update, setPage } = useSearchState(filterKeys);
  const query = useBusinesses({ ...values, page, size: PAGE_SIZE });
  const filter = dashboardFilter(values, t);
  const selection = useSelection();
  const orderNos = new Map(query.data?.list.map((b) => [b.id, b.orderNo]));

  return (
    <section className="console-screen" aria-labelledby="businesses-title">
      <h1 id="businesses-title" className="console-screen__title">
        {t('pda.business.listTitle')}
      </h1>
      <SearchBar label={t('pda.business.search')} value={values.q} onSearch={(q) => update({ q })}>
        <SelectField
          name="status"
          label={t('pda.business.status')}
          value={values.status}
          options={fromEnum('businessStatus')}
          emptyLabel={t('pda.common.all')}
          onChange={(status) => update({ status })}
        />
        <SelectField
          name="assignee"
          label={t('pda.desk.assignee')}
          value={values.assignee}
          options={[{ value: 'me', label: t('pda.desk.mine') }]}
          emptyLabel={t('pda.common.all')}
          onChange={(assignee) => update({ assignee })}
        />
      </SearchBar>
      {filter && (
        <p className="console-filter" data-testid="dashboard-filter">
          <span>{filter}</span>{' '}
          <button
            type="button"
            className="console-link-button"
            onClick={() => update({ due: '', overdue: '', coolingOff: '' })}
          >
            {t('pda.business.filter.clear')}
          </button>
        </p>
      )}
      <ExportControl route={adminEndpoints.businesses.export} filters={values} name="businesses" />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.business.empty')}
      >
        {(data) => (
          <>
            <p className="console-screen__count" aria-live="polite">
              {t('pda.common.count', { count: data.total })}
            </p>
            <BulkBar
              kind="business"
              selection={selection}
              nameOf={(id) => orderNos.get(id) ?? id}
            />
            <BusinessList items={data.list} selection={selection} />
            <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
