import { useState } from 'react';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { ChoiceFilter } from '../../../kit/list/filters';
import { ListScreen } from '../../../kit/list/list-screen';
import { RowPanel } from '../../../kit/list/row-panel';
import type { ListDeclaration, ListQuery } from '../../../kit/list/types';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useRemittances } from '../api/use-remittances';
import type { RemittanceQuery } from '@app/contract/admin/remittance-schemas';
import { RejectForm } from './reject-form';
import { RemittanceActions } from './remittance-actions';
import { useRemittanceColumns } from './remittance-columns';

const filterKeys = ['status'] as const;
type Key = (typeof filterKeys)[number];
const defaults = { status: 'submitted' };
const states = ['submitted', 'confirmed', 'rejected'] as const;

/**
 * The kit sorts only by a column `sortColumns.remittances` names, and the status select offers
 * only the contract's states, so the query is the route's.
 */
const useRows = (query: ListQuery<Key>) => useRemittances(query as RemittanceQuery);

/** Members' remittance notices, the ones to check first: view the slip, confirm or reject. */
export function RemittancesScreen() {
  const { t } = useTranslation();
  const writable = can.write(useStaff().role);
  const [rejecting, setRejecting] = useState<AdminRemittance | null>(null);
  const columns = useRemittanceColumns(
    writable
      ? (r) =>
          r.status === 'submitted' && (
            <RemittanceActions remittance={r} onReject={() => setRejecting(r)} />
          )
      : undefined,
  );
  const declaration: ListDeclaration<AdminRemittance, Key> = {
    name: 'remittances',
    title: 'pda.remittances.title',
    empty: 'pda.remittances.empty',
    testId: 'remittance-list',
    rowTestId: 'remittance-row',
    filterKeys,
    defaults,
    columns,
    rowKey: (r) => r.id,
    rowName: (r) => r.orderNo,
    useRows,
    exportTo: { route: adminEndpoints.remittances.export, name: 'remittances' },
  };
  return (
    <ListScreen
      declaration={declaration}
      intro={
        rejecting && (
          <RowPanel key={rejecting.id}>
            <RejectForm remittance={rejecting} onClose={() => setRejecting(null)} />
          </RowPanel>
        )
      }
      filters={(values, update) => (
        <ChoiceFilter
          name="status"
          label={t('pda.remittances.status')}
          value={values.status}
          options={states.map((s) => ({ value: s, label: t(`pda.remittances.state.${s}`) }))}
          onChange={(status) => update({ status })}
        />
      )}
    />
  );
}
