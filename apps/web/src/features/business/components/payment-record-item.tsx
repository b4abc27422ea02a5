import { memo } from 'react';
import { Link } from 'react-router';
import type { PaymentRecord } from '@app/contract/calls/business';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import type { EnumLabeller } from '../lib/use-enum-label';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from '../lib/money';

interface PaymentRecordItemProps {
  record: PaymentRecord;
  label: EnumLabeller;
  lang: Language;
}

/** One payment in the list; the row is the link to its details. */
export const PaymentRecordItem = memo(function PaymentRecordItem({
  record,
  label,
  lang,
}: PaymentRecordItemProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.business.paymentRecordHref(record.id)}
      className="business-card card payment-record"
      data-testid="payment-record"
      data-id={record.id}
    >
      <div className="card__head">
        <h2 className="card__title business-card__title">{label('feeType', record.feeType)}</h2>
        <span className={`payment-status payment-status--${record.status}`}>
          {label('paymentStatus', record.status)}
        </span>
      </div>
      <dl className="business-card__facts">
        <dt>{t('business.payment.amount')}</dt>
        <dd className="business-card__money">{formatAmount(record.amount, record.currency)}</dd>
        <dt>{t('business.payment.paymentDate')}</dt>
        <dd>{formatDate(record.paymentDate, lang)}</dd>
      </dl>
    </Link>
  );
});
