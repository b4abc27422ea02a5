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

/** A link under the panels to another page of the business. */
interface PageLink {
  to: string;
  testId: string;
  label: string;
  /** Styled as the page's main action. */
  primary?: boolean;
}

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
    // The business's other pages, in this order; paying only while a payment is due.
    const pay: PageLink = {
      to: paths.business.payHref(business.id),
      testId: 'pay-premium-link',
      label: t('business.pay.link'),
      primary: true,
    };
    const pages: PageLink[] = [
      ...(due ? [pay] : []),
      {
        to: paths.business.paymentRecordsHref(business.id),
        testId: 'payment-records-link',
        label: t('business.payments.link'),
      },
    ];
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
        {pages.map((page) => (
          <Link
            key={page.testId}
            className={page.primary ? 'business-link business-link--primary' : 'business-link'}
            to={page.to}
            data-testid={page.testId}
          >
            {page.label}
          </Link>
        ))}
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
