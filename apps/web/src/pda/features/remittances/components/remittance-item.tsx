import { DetailList } from '../../../kit/detail/detail-list';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { remittanceReject } from '@app/contract/admin/remittance-schemas';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { formatMoney } from '@app/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { FileTile } from '../../../components/file-tile';
import { InputField } from '../../../components/input-field';
import { confirmed } from '../../../lib/confirm';
import { consolePaths } from '../../../lib/paths';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { useDecideRemittance } from '../api/use-remittances';

/** Cents apart, as text with its sign ('-10.00'); '' when the amounts agree. */
function difference(paid: string, due: string): string {
  const cents = Math.round(Number(paid) * 100) - Math.round(Number(due) * 100);
  if (cents === 0) return '';
  return `${cents < 0 ? '-' : '+'}${formatMoney((Math.abs(cents) / 100).toFixed(2))}`;
}

/**
 * One notice: who paid what into which account, the business it pays (a link) and the instalment
 * it settles, the slip to view, and the decision; confirming asks first, saying what it records.
 */
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
  const { due } = remittance;
  const dueText = due && `${due.currency} ${formatMoney(due.amount)}`;
  const gap =
    due && due.currency === remittance.currency ? difference(remittance.amount, due.amount) : '';

  const confirm = async () => {
    const question = due
      ? t('pda.remittances.askSettle', {
          due: dueText,
          dueDate: due.date,
          amount,
          date: remittance.remitDate,
        })
      : t('pda.remittances.askAdd', { amount, date: remittance.remitDate });
    if (!(await confirmed(gap ? `${question} ${t('pda.remittances.gap', { gap })}` : question))) {
      return;
    }
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
      <DetailList
        items={[
          {
            label: 'pda.remittances.member',
            value:
              `${remittance.memberName} ${remittance.memberEmail ? `(${remittance.memberEmail})` : ''}`.trim(),
          },
          {
            label: 'pda.remittances.order',
            value: (
              <Link
                to={consolePaths.businessHref(remittance.businessId)}
                aria-label={t('pda.remittances.openBusiness', { order: remittance.orderNo })}
              >
                {remittance.orderNo}
              </Link>
            ),
          },
          {
            label: 'pda.remittances.due',
            testId: 'remittance-due',
            value:
              due &&
              `${t('pda.remittances.dueValue', { due: dueText, date: due.date })}${gap ? ` · ${t('pda.remittances.gap', { gap })}` : ''}`,
          },
          {
            label: 'pda.remittances.payee',
            value: `${remittance.payee.name} · ${remittance.payee.accountNo}`,
          },
          { label: 'pda.remittances.date', value: remittance.remitDate },
        ]}
      />
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
