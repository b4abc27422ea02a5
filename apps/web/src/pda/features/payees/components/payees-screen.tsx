import { useState } from 'react';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { AdminPayee } from '@app/contract/admin/api/remittances';
import type { PayeeQuery } from '@app/contract/admin/remittance-schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { reportError } from '../../../../lib/report-error';
import { showToast } from '../../../../lib/feedback';
import { actionsColumn } from '../../../kit/list/columns';
import { ListScreen } from '../../../kit/list/list-screen';
import { RowMenu } from '../../../kit/list/row-menu';
import { RowPanel } from '../../../kit/list/row-panel';
import type { ListColumn, ListDeclaration, ListQuery } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { can } from '../../../lib/roles';
import { useReference } from '../../../lib/use-reference';
import { useStaff } from '../../../lib/use-staff';
import { useCreatePayee, usePayees, useUpdatePayee } from '../api/use-payees';
import { PayeeForm } from './payee-form';

/** The kit sorts only by a column `sortColumns.payees` names, so the query is the route's. */
const useRows = (query: ListQuery<never>) => usePayees(query as PayeeQuery);

/** A payee's actions: change it (the form opens above the list), disable or enable it. */
function PayeeActions({ payee, onEdit }: { payee: AdminPayee; onEdit: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePayee();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: payee.id, disabled: !payee.disabled });
      showToast(t('success.save'));
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <RowMenu
      name={payee.name}
      actions={[
        { id: 'edit', label: t('pda.payees.edit', { name: payee.name }), onAction: onEdit },
        {
          id: 'toggle',
          label: t(payee.disabled ? 'pda.payees.enable' : 'pda.payees.disable', {
            name: payee.name,
          }),
          onAction: () => void toggle(),
          isDisabled: update.isPending,
        },
      ]}
    />
  );
}

/** The official accounts members pay premiums to: every role reads, admins and operators keep. */
export function PayeesScreen() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const { nameOf } = useReference();
  const writable = can.managePayees(useStaff().role);
  const create = useCreatePayee();
  const update = useUpdatePayee();
  const [editing, setEditing] = useState<AdminPayee | null>(null);
  const columns: ListColumn<AdminPayee>[] = [
    { id: 'name', label: 'pda.payees.name', cell: (p) => <strong>{p.name}</strong> },
    { id: 'accountNo', label: 'pda.payees.accountNo', cell: (p) => p.accountNo },
    { id: 'currency', label: 'pda.payees.currency', cell: (p) => p.currency },
    {
      id: 'insurer',
      label: 'pda.payees.insurer',
      cell: (p) => (p.insurer ? nameOf('insurers', p.insurer) : t('pda.payees.anyInsurer')),
    },
    {
      id: 'disabled',
      label: 'pda.payees.state',
      cell: (p) => t(p.disabled ? 'pda.payees.disabled' : 'pda.payees.enabled'),
    },
    // A bank's full name is long: shown from the column chooser, the row stays within a desk.
    { id: 'bankName', label: 'pda.payees.bankName', cell: (p) => p.bankName, hidden: true },
    { id: 'swift', label: 'pda.payees.swift', cell: (p) => p.swift, hidden: true },
    {
      id: 'createdAt',
      label: 'pda.list.createdAt',
      cell: (p) => dateTime(p.createdAt),
      hidden: true,
    },
  ];
  const declaration: ListDeclaration<AdminPayee, never> = {
    name: 'payees',
    title: 'pda.payees.title',
    empty: 'pda.payees.empty',
    testId: 'payee-list',
    rowTestId: 'payee-row',
    filterKeys: [],
    columns: writable
      ? [...columns, actionsColumn((p) => <PayeeActions payee={p} onEdit={() => setEditing(p)} />)]
      : columns,
    rowKey: (p) => p.id,
    rowName: (p) => p.name,
    useRows,
    exportTo: { route: adminEndpoints.remittances.exportPayees, name: 'payees' },
  };

  return (
    <ListScreen
      declaration={declaration}
      intro={
        <>
          <p>{t('pda.payees.intro')}</p>
          {editing && (
            <RowPanel key={editing.id}>
              <PayeeForm
                payee={editing}
                title={t('pda.payees.editTitle', { name: editing.name })}
                submitLabel={t('pda.payees.save')}
                onSave={async (input) => {
                  await update.mutateAsync({ id: editing.id, ...input });
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </RowPanel>
          )}
          {writable ? (
            <PayeeForm
              title={t('pda.payees.addTitle')}
              submitLabel={t('pda.payees.add')}
              onSave={(input) => create.mutateAsync(input)}
            />
          ) : (
            <p className="console-state" data-testid="payees-read-only">
              {t('pda.payees.readOnly')}
            </p>
          )}
        </>
      }
    />
  );
}
