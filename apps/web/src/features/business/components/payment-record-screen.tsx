import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useLanguage } from '../../../i18n/use-language';
import { useEnumLabel } from '../lib/use-enum-label';
import { usePaymentRecord } from '../api/payment-record';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from '../lib/money';
import { useIdParam } from '../lib/use-id-param';
import { registerBusinessTexts } from '../register-texts';
import { FieldList } from './field-list';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '../../../components/load-failed';
import '../business.css';

registerBusinessTexts();

/** SPEC §2 /pages/business/paymentRecordsDetail?id=<record id>: SPEC §3's payment fields. */
export function PaymentRecordScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useEnumLabel();
  const id = useIdParam();
  const record = usePaymentRecord(id);

  let body;
  if (!id) body = <p role="alert">{t('business.detail.missingId')}</p>;
  else if (record.isPending) body = <ListSkeleton count={1} />;
  else if (record.isError) {
    body = (
      <LoadFailed text={t('business.payment.loadFailed')} onRetry={() => void record.refetch()} />
    );
  } else {
    const r = record.data;
    body = (
      <div className="business-card card" data-testid="payment-record-detail">
        <FieldList
          rows={[
            {
              key: 'paymentDate',
              label: t('business.payment.paymentDate'),
              value: formatDate(r.paymentDate, lang),
            },
            {
              key: 'feeType',
              label: t('business.payment.feeType'),
              value: label('feeType', r.feeType),
            },
            { key: 'currency', label: t('business.payment.currency'), value: r.currency },
            {
              key: 'amount',
              label: t('business.payment.amount'),
              value: formatAmount(r.amount, r.currency),
            },
            { key: 'paymentNo', label: t('business.payment.paymentNo'), value: r.paymentNo },
            {
              key: 'status',
              label: t('business.payment.status'),
              value: label('paymentStatus', r.status),
            },
          ]}
        />
      </div>
    );
  }

  return (
    <div className="business-screen">
      <PageHeader title={t('business.payment.title')} />
      <main className="business-screen__body">{body}</main>
    </div>
  );
}
