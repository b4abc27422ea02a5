import { memo } from 'react';
import type { PaymentRecord } from '@app/contract/calls/business';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import type { EnumLabeller } from '../lib/use-enum-label';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from '../lib/money';
import { CardLink } from './card-link';

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
    <CardLink
      to={paths.business.paymentRecordHref(record.id)}
      testId="payment-record"
      id={record.id}
      title={label('feeType', record.feeType)}
      status={
        <span className={`payment-status payment-status--${record.status}`}>
          {label('paymentStatus', record.status)}
        </span>
      }
      className="payment-record"
    >
      <dl className="business-card__facts">
        <dt>{t('business.payment.amount')}</dt>
        <dd className="business-card__money">{formatAmount(record.amount, record.currency)}</dd>
        <dt>{t('business.payment.paymentDate')}</dt>
        <dd>{formatDate(record.paymentDate, lang)}</dd>
      </dl>
    </CardLink>
  );
});
