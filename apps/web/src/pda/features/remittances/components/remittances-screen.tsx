import { useTranslation } from '../../../../i18n/use-translation';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SelectField } from '../../../components/select-field';
import { can } from '../../../lib/roles';
import { useSearchState } from '../../../lib/use-search-state';
import { useStaff } from '../../../lib/use-staff';
import { useRemittances } from '../api/use-remittances';
import { RemittanceItem } from './remittance-item';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';

const PAGE_SIZE = 20;
const filterKeys = ['status'] as const;
const defaults = { status: 'submitted' };
const states = ['submitted', 'confirmed', 'rejected'] as const;

/** Members' remittance notices, the ones to check first: view the slip, confirm or reject. */
export function RemittancesScreen() {
  const { t } = useTranslation();
  const me = useStaff();
  const { values, page, update, setPage } = useSearchState(filterKeys, defaults);
  const query = useRemittances({ status: values.status, page, size: PAGE_SIZE });

  return (
    <section className="console-screen" aria-labelledby="remittances-title">
      <h1 id="remittances-title" className="console-screen__title">
        {t('pda.remittances.title')}
      </h1>
      <SelectField
        name="status"
        label={t('pda.remittances.status')}
        value={values.status}
        options={states.map((s) => ({ value: s, label: t(`pda.remittances.state.${s}`) }))}
        emptyLabel={t('pda.common.all')}
        onChange={(status) => update({ status })}
      />
      <ExportControl
        route={adminEndpoints.remittances.export}
        filters={{ status: values.status }}
        name="remittances"
      />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.remittances.empty')}
      >
        {(data) => (
          <>
            <p className="console-screen__count" aria-live="polite">
              {t('pda.common.count', { count: data.total })}
            </p>
            <ul className="console-list" aria-label={t('pda.remittances.listLabel')}>
              {data.list.map((r) => (
                <RemittanceItem key={r.id} remittance={r} writable={can.write(me.role)} />
              ))}
            </ul>
            <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
