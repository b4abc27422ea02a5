import { memo } from 'react';
import { Link } from 'react-router';
import type { BusinessSummary } from '@app/contract/calls/business';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import type { EnumLabeller } from '../lib/use-enum-label';
import { formatInstant } from '../../../lib/dates';
import { formatAmount } from '../lib/money';
import { ChangesRequestedNotice } from './changes-requested-notice';
import { CoolingOffDays } from './cooling-off-days';
import { DueDate } from './due-date';
import { StatusTag } from './status-tag';

/** List items do not carry the cooling-off expiry today; the card shows it once they do. */
export type BusinessCardItem = BusinessSummary & { coolingOffExpiry?: string | null };

interface BusinessCardProps {
  business: BusinessCardItem;
  label: EnumLabeller;
  lang: Language;
  today: string;
}

/** One business in the list; the whole card is the link to its details. */
export const BusinessCard = memo(function BusinessCard({
  business,
  label,
  lang,
  today,
}: BusinessCardProps) {
  const { t } = useTranslation();
  const premium = formatAmount(business.annualPremium, business.currency);
  const title = business.productName || label('productType', business.productType);
  return (
    <>
      <Link
        to={paths.business.detailHref(business.id)}
        className="business-card card"
        data-testid="business-card"
        data-id={business.id}
      >
        <div className="card__head">
          <h2 className="card__title business-card__title">{title}</h2>
          <StatusTag status={business.status} label={label} />
        </div>
        {business.insurer && <p className="business-card__insurer">{business.insurer}</p>}
        <dl className="business-card__facts">
          <dt>{t('business.card.orderNo')}</dt>
          <dd>{business.orderNo}</dd>
          {business.policyNo && (
            <>
              <dt>{t('business.card.policyNo')}</dt>
              <dd>{business.policyNo}</dd>
            </>
          )}
          {premium && (
            <>
              <dt>{t('business.card.premium')}</dt>
              <dd className="business-card__money">{premium}</dd>
            </>
          )}
          {business.nextPaymentDate && (
            <>
              <dt>{t('business.card.nextPayment')}</dt>
              <dd>
                <DueDate date={business.nextPaymentDate} today={today} lang={lang} />
              </dd>
            </>
          )}
          <dt>{t('business.card.createdAt')}</dt>
          <dd>{formatInstant(business.createdAt, lang)}</dd>
        </dl>
        <CoolingOffDays expiry={business.coolingOffExpiry} today={today} />
      </Link>
      {/* Beside the card, not in it: a link inside a link is neither valid nor reachable. */}
      <ChangesRequestedNotice request={business.changesRequested} id={business.id} />
    </>
  );
});
