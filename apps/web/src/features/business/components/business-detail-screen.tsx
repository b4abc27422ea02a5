import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { usePayeesAndDue } from '../../../api/payment-due';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useBusinessDetail } from '../api/business-detail';
import { useEnumLabel } from '../lib/use-enum-label';
import { useIdParam } from '../lib/use-id-param';
import { useToday } from '../lib/use-today';
import { registerBusinessTexts } from '../register-texts';
import { BusinessPanels } from './business-panels';
import { ChangesRequestedNotice } from './changes-requested-notice';
import { DetailPanel } from './detail-panel';
import { DocumentList } from './document-list';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from '../../../components/load-failed';
import { StatusHistory } from './status-history';
import '../business.css';
import '../business-detail.css';

registerBusinessTexts();

/** SPEC §2 /pages/business/detail?id=: one business, grouped in panels that open and close. */
export function BusinessDetailScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useEnumLabel();
  const today = useToday();
  const id = useIdParam();
  const detail = useBusinessDetail(id);
  // The Pay button only where a payment is due (remittance/payees answers what is).
  const due = usePayeesAndDue(id).data?.due ?? null;

  let body;
  if (!id) body = <p role="alert">{t('business.detail.missingId')}</p>;
  else if (detail.isPending) body = <ListSkeleton count={2} />;
  else if (detail.isError) {
    body = (
      <LoadFailed text={t('business.detail.loadFailed')} onRetry={() => void detail.refetch()} />
    );
  } else {
    const business = detail.data;
    body = (
      <>
        <ChangesRequestedNotice request={business.changesRequested} id={business.id} />
        <BusinessPanels business={business} label={label} lang={lang} today={today} />
        <DetailPanel name="documents" title={t('business.panel.documents')} defaultOpen>
          <DocumentList documents={business.documents} />
        </DetailPanel>
        <DetailPanel name="history" title={t('business.panel.history')}>
          <StatusHistory businessId={business.id} label={label} lang={lang} />
        </DetailPanel>
        {due && (
          <Link
            className="business-link business-link--primary"
            to={paths.business.payHref(business.id)}
            data-testid="pay-premium-link"
          >
            {t('business.pay.link')}
          </Link>
        )}
        <Link
          className="business-link"
          to={paths.business.paymentRecordsHref(business.id)}
          data-testid="payment-records-link"
        >
          {t('business.payments.link')}
        </Link>
      </>
    );
  }

  return (
    <div className="business-screen">
      <PageHeader title={t('business.detail.title')} />
      <main className="business-screen__body">{body}</main>
    </div>
  );
}
