import { useState } from 'react';
import type { AdminPayee } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { reportError } from '../../../../lib/report-error';
import { showToast } from '../../../../lib/feedback';
import { QueryState } from '../../../components/query-state';
import { can } from '../../../lib/roles';
import { useReference } from '../../../lib/use-reference';
import { useStaff } from '../../../lib/use-staff';
import { useCreatePayee, usePayees, useUpdatePayee } from '../api/use-payees';
import { PayeeForm } from './payee-form';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';

function PayeeRow({ payee, writable }: { payee: AdminPayee; writable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdatePayee();
  const { nameOf } = useReference();
  if (editing) {
    return (
      <li className="console-list__item">
        <PayeeForm
          payee={payee}
          title={t('pda.payees.editTitle', { name: payee.name })}
          submitLabel={t('pda.payees.save')}
          onSave={async (input) => {
            await update.mutateAsync({ id: payee.id, ...input });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: payee.id, disabled: !payee.disabled });
      showToast(t('success.save'));
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <li className="console-list__item console-list__row" data-testid="payee-row">
      <span>
        <strong>{payee.name}</strong>
        <span className="console-list__meta">
          {payee.bankName} · {payee.accountNo} · {payee.swift}
        </span>
        <span className="console-list__meta">
          {payee.currency} ·{' '}
          {payee.insurer ? nameOf('insurers', payee.insurer) : t('pda.payees.anyInsurer')}
          {payee.disabled && ` · ${t('pda.payees.disabled')}`}
        </span>
      </span>
      {writable && (
        <span className="console-list__controls">
          <button type="button" className="console-link-button" onClick={() => setEditing(true)}>
            {t('pda.payees.edit', { name: payee.name })}
          </button>
          <button
            type="button"
            className="console-link-button"
            disabled={update.isPending}
            onClick={() => void toggle()}
          >
            {t(payee.disabled ? 'pda.payees.enable' : 'pda.payees.disable', { name: payee.name })}
          </button>
        </span>
      )}
    </li>
  );
}

/** The official accounts members pay premiums to: every role reads, admins and operators keep. */
export function PayeesScreen() {
  const { t } = useTranslation();
  const me = useStaff();
  const writable = can.managePayees(me.role);
  const query = usePayees();
  const create = useCreatePayee();

  return (
    <section className="console-screen" aria-labelledby="payees-title">
      <h1 id="payees-title" className="console-screen__title">
        {t('pda.payees.title')}
      </h1>
      <p>{t('pda.payees.intro')}</p>
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
      <ExportControl route={adminEndpoints.remittances.exportPayees} name="payees" />
      <QueryState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('pda.payees.empty')}
      >
        {(data) => (
          <ul className="console-list" aria-label={t('pda.payees.listLabel')}>
            {data.list.map((payee) => (
              <PayeeRow key={payee.id} payee={payee} writable={writable} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
