import { memo } from 'react';
import type { BusinessSummary } from '@app/contract/calls/business';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import type { EnumLabeller } from '../lib/use-enum-label';
import { formatInstant } from '../../../lib/dates';
import { formatAmount } from '../lib/money';
import { CardLink } from './card-link';
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
  return (
    <>
      <CardLink
        to={paths.business.detailHref(business.id)}
        testId="business-card"
        id={business.id}
        title={business.productName || label('productType', business.productType)}
        status={<StatusTag status={business.status} label={label} />}
      >
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
      </CardLink>
      {/* Beside the card, not in it: a link inside a link is neither valid nor reachable. */}
      <ChangesRequestedNotice request={business.changesRequested} id={business.id} />
    </>
  );
});
