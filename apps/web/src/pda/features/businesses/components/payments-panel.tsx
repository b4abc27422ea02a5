import { useState } from 'react';
import { formatMoney } from '@app/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { Business, Payment } from '@app/contract/admin/api/businesses';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';
import { useFormat } from '../../../lib/format';
import { useBusinessWrite } from '../api/use-businesses';
import { PaymentForm } from './payment-form';
import { showToast } from '../../../../lib/feedback';
import { Card } from '../../../kit/detail/card';

type Editing = { kind: 'new' } | { kind: 'correct'; payment: Payment } | null;

/** The business's payment records: each one correctable, and a new one to add. */
export function PaymentsPanel({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const { label } = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const add = useBusinessWrite(adminEndpoints.businesses.addPayment, (body: PaymentCreate) => ({
    params: { id: business.id },
    body,
  }));
  const correct = useBusinessWrite(
    adminEndpoints.businesses.updatePayment,
    ({ id, ...body }: PaymentPatch & { id: string }) => ({ params: { id }, body }),
  );
  const saved = () => {
    setEditing(null);
    showToast(t('success.save'));
  };
  const cancel = () => setEditing(null);

  return (
    <Card titleId="payments-title" title={t('pda.payment.title')}>
      {business.payments.length === 0 ? (
        <p className="console-state">{t('pda.payment.empty')}</p>
      ) : (
        <ul className="console-list" data-testid="payment-list">
          {business.payments.map((payment) => (
            <li key={payment.id} className="console-list__item console-list__row">
              <span>
                <strong>
                  {payment.currency} {formatMoney(payment.amount)}
                </strong>
                <span className="console-list__meta">
                  {[
                    payment.paymentDate,
                    label('feeType', payment.feeType),
                    label('paymentStatus', payment.status),
                    payment.paymentNo,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {!readOnly && (
                <button
                  type="button"
                  className="console-link-button"
                  aria-label={t('pda.payment.correctOne', { date: payment.paymentDate })}
                  onClick={() => setEditing({ kind: 'correct', payment })}
                >
                  {t('pda.payment.correct')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing?.kind === 'correct' && (
        <PaymentForm
          key={editing.payment.id}
          payment={editing.payment}
          onSubmit={(values) => correct.mutateAsync({ ...values, id: editing.payment.id })}
          onDone={saved}
          onCancel={cancel}
        />
      )}
      {editing?.kind === 'new' && (
        <PaymentForm
          business={business}
          onSubmit={add.mutateAsync}
          onDone={saved}
          onCancel={cancel}
        />
      )}
      {!readOnly && editing === null && (
        <button
          type="button"
          className="console-button"
          onClick={() => setEditing({ kind: 'new' })}
        >
          {t('pda.payment.add')}
        </button>
      )}
    </Card>
  );
}
