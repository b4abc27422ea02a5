import type { Business } from '@app/contract/calls/business';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import type { EnumLabeller } from '../lib/use-enum-label';
import { formatDate, formatInstant } from '../../../lib/dates';
import { formatAmount } from '../lib/money';
import { CoolingOffDays } from './cooling-off-days';
import { DetailPanel } from './detail-panel';
import { DueDate } from './due-date';
import { FieldList } from './field-list';
import { StatusTag } from './status-tag';

interface BusinessPanelsProps {
  business: Business;
  label: EnumLabeller;
  lang: Language;
  today: string;
}

/** The business's own fields in five groups (SPEC §3 'Business/policy details'). */
export function BusinessPanels({ business: b, label, lang, today }: BusinessPanelsProps) {
  const { t } = useTranslation();
  // Amounts in the business's currency unless the field names its own.
  const money = (value: string | null | undefined, currency = b.currency) =>
    formatAmount(value, currency);
  // A period staff give as a number of years is shown in the reader's words ('5 years', '5 年');
  // anything else as they wrote it.
  const period = (value: string | null | undefined) =>
    value && /^\d+$/.test(value) ? t('business.period.years', { count: Number(value) }) : value;

  return (
    <>
      <DetailPanel name="overview" title={t('business.panel.overview')} defaultOpen>
        <FieldList
          rows={[
            { key: 'orderNo', label: t('business.field.orderNo'), value: b.orderNo },
            { key: 'policyNo', label: t('business.field.policyNo'), value: b.policyNo },
            {
              key: 'status',
              label: t('business.field.status'),
              value: <StatusTag status={b.status} label={label} />,
            },
            {
              key: 'productType',
              label: t('business.field.productType'),
              value: label('productType', b.productType),
            },
            { key: 'insurer', label: t('business.field.insurer'), value: b.insurer },
            { key: 'productName', label: t('business.field.productName'), value: b.productName },
            {
              key: 'createdAt',
              label: t('business.field.createdAt'),
              value: formatInstant(b.createdAt, lang, { withTime: true }),
            },
          ]}
        />
      </DetailPanel>
      <DetailPanel name="amounts" title={t('business.panel.amounts')} defaultOpen>
        <FieldList
          rows={[
            { key: 'currency', label: t('business.field.currency'), value: b.currency },
            {
              key: 'sumInsured',
              label: t('business.field.sumInsured'),
              value: money(b.sumInsured),
            },
            // A rate, not money: its decimals are kept as the back office entered them.
            { key: 'exchangeRate', label: t('business.field.exchangeRate'), value: b.exchangeRate },
            {
              key: 'annualPremium',
              label: t('business.field.annualPremium'),
              value: money(b.annualPremium),
            },
            { key: 'levy', label: t('business.field.levy'), value: money(b.levy) },
            {
              key: 'advisoryFee',
              label: t('business.field.advisoryFee'),
              value: money(b.advisoryFee, b.advisoryFeeCurrency),
            },
            {
              key: 'investmentAmount',
              label: t('business.field.investmentAmount'),
              value: money(b.investmentAmount, b.investmentCurrency),
            },
          ]}
        />
      </DetailPanel>
      <DetailPanel name="dates" title={t('business.panel.dates')} defaultOpen>
        <FieldList
          rows={[
            {
              key: 'paymentPeriod',
              label: t('business.field.paymentPeriod'),
              value: period(b.paymentPeriod),
            },
            {
              key: 'contributionPeriod',
              label: t('business.field.contributionPeriod'),
              value: period(b.contributionPeriod),
            },
            {
              key: 'nextPaymentDate',
              label: t('business.field.nextPaymentDate'),
              value: b.nextPaymentDate && (
                <DueDate date={b.nextPaymentDate} today={today} lang={lang} />
              ),
            },
            {
              key: 'effectiveDate',
              label: t('business.field.effectiveDate'),
              value: formatDate(b.effectiveDate, lang),
            },
            {
              key: 'coolingOffExpiry',
              label: t('business.field.coolingOffExpiry'),
              value: b.coolingOffExpiry && (
                <>
                  {formatDate(b.coolingOffExpiry, lang)}{' '}
                  <CoolingOffDays expiry={b.coolingOffExpiry} today={today} />
                </>
              ),
            },
          ]}
        />
      </DetailPanel>
      <DetailPanel name="people" title={t('business.panel.people')}>
        <FieldList
          rows={[
            { key: 'salesperson', label: t('business.field.salesperson'), value: b.salesperson },
            {
              key: 'channelPartner',
              label: t('business.field.channelPartner'),
              value: b.channelPartner,
            },
          ]}
        />
      </DetailPanel>
      <DetailPanel name="other" title={t('business.panel.other')}>
        <FieldList
          rows={[
            {
              key: 'ddaStatus',
              label: t('business.field.ddaStatus'),
              value: label('ddaStatus', b.ddaStatus),
            },
            {
              key: 'sourceOfFunds',
              label: t('business.field.sourceOfFunds'),
              value: b.sourceOfFunds,
            },
            { key: 'remarks', label: t('business.field.remarks'), value: b.remarks },
          ]}
        />
      </DetailPanel>
    </>
  );
}
