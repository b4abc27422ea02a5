import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { remittanceReject } from '@app/contract/admin/remittance-schemas';
import type { AdminRemittance } from '@app/contract/admin/remittance-schemas';
import { formatMoney } from '@app/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { FileTile } from '../../../components/file-tile';
import { InputField } from '../../../components/input-field';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { useDecideRemittance } from '../api/use-remittances';

/** One notice: who paid what into which account, the slip to view, and the decision. */
export function RemittanceItem({
  remittance,
  writable,
}: {
  remittance: AdminRemittance;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const decide = useDecideRemittance();
  const { errors, setErrors, fail, clear } = useServerErrors();
  const amount = `${remittance.currency} ${formatMoney(remittance.amount)}`;
  const open = remittance.status === 'submitted' && writable;

  const confirm = async () => {
    try {
      await decide.mutateAsync({ id: remittance.id, decision: 'confirm' });
      showToast(t('pda.remittances.confirmed'));
    } catch (error) {
      fail(error);
    }
  };
  const reject = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(remittanceReject, { note });
    if (!checked.ok) {
      setErrors(checked.errors);
      showToast(t('validation.default'));
      return;
    }
    try {
      await decide.mutateAsync({ id: remittance.id, decision: 'reject', note: checked.data.note });
      showToast(t('pda.remittances.rejected'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <li className="console-list__item console-card" data-testid="remittance-row">
      <p>
        <strong>{amount}</strong> ·{' '}
        <span data-testid="remittance-state">
          {t(`pda.remittances.state.${remittance.status}`)}
        </span>
      </p>
      <dl className="console-fields">
        <div className="console-fields__row">
          <dt>{t('pda.remittances.member')}</dt>
          <dd>
            {remittance.memberName} {remittance.memberEmail && `(${remittance.memberEmail})`}
          </dd>
        </div>
        <div className="console-fields__row">
          <dt>{t('pda.remittances.order')}</dt>
          <dd>{remittance.orderNo}</dd>
        </div>
        <div className="console-fields__row">
          <dt>{t('pda.remittances.payee')}</dt>
          <dd>
            {remittance.payee.name} · {remittance.payee.accountNo}
          </dd>
        </div>
        <div className="console-fields__row">
          <dt>{t('pda.remittances.date')}</dt>
          <dd>{remittance.remitDate}</dd>
        </div>
      </dl>
      <FileTile
        path={remittance.slip.url}
        name={remittance.slip.name}
        mime={remittance.slip.mime}
        caption={t('pda.remittances.slip')}
      />
      {remittance.note && <p>{t('pda.remittances.noteShown', { note: remittance.note })}</p>}
      {open && (
        <form className="form" noValidate onSubmit={(e) => void reject(e)}>
          <InputField
            name={`note-${remittance.id}`}
            label={t('pda.remittances.note')}
            value={note}
            multiline
            maxLength={500}
            onChange={(value) => {
              setNote(value);
              clear('note');
            }}
            error={errors.note}
          />
          <div className="console-actions">
            <Button
              type="button"
              color="primary"
              loading={decide.isPending}
              onClick={() => void confirm()}
            >
              {t('pda.remittances.confirm')}
            </Button>
            <button type="submit" className="console-link-button" disabled={decide.isPending}>
              {t('pda.remittances.reject')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
