import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useLanguage } from '../../../i18n/use-language';
import { useEnumLabel } from '../lib/use-enum-label';
import { usePaymentRecords } from '../api/payment-records';
import { useIdParam } from '../lib/use-id-param';
import { registerBusinessTexts } from '../register-texts';
import { InfiniteList } from './infinite-list';
import { PaymentRecordItem } from './payment-record-item';
import '../business.css';

registerBusinessTexts();

/** SPEC §2 /pages/business/paymentRecords?id=<business id>: a business's payments, paged. */
export function PaymentRecordsScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useEnumLabel();
  const businessId = useIdParam();
  const query = usePaymentRecords(businessId);

  return (
    <div className="business-screen">
      <PageHeader title={t('business.payments.title')} />
      <main className="business-screen__body">
        {businessId ? (
          <InfiniteList
            query={query}
            label={t('business.payments.title')}
            itemKey={(record) => record.id}
            renderItem={(record) => <PaymentRecordItem record={record} label={label} lang={lang} />}
            loadFailed={t('business.payments.loadFailed')}
            empty={<p className="detail-empty">{t('business.payments.empty')}</p>}
          />
        ) : (
          <p role="alert">{t('business.detail.missingId')}</p>
        )}
      </main>
    </div>
  );
}
