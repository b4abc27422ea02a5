import type { Language } from '@app/contract/codes';
import type {
  Business,
  BusinessDocument,
  BusinessSummary,
  PaymentRecord,
  StatusChange,
} from '@app/contract/calls/business';
import { referenceName } from '../../db/reference-names.ts';
import type { BusinessRow, BusinessSummaryRow } from './repository.ts';
import type { StatusChangeRow } from '../../db/business-records.ts';
import type { PaymentRow } from './records-repository.ts';
import { toIso } from '../../db/time.ts';

/**
 * Rows to the contract's DTOs. Enumerated columns are written only through validated paths (the
 * back office, the reservation submit), so their text is the enumeration's code.
 */
export const documentUrl = (id: string) => `/api/business/document/${encodeURIComponent(id)}`;

/** An insurer or product stored as a reference code answers its label; free text stays as is. */
function labelled(
  lang: Language,
  text: string | null,
  [zh, hk, en]: [string | null, string | null, string | null],
) {
  if (zh !== null && en !== null)
    return referenceName(lang, { name_zh: zh, name_hk: hk, name_en: en });
  return text;
}

/** The open change request of the business's reservation, for its list item and detail. */
function changesRequestedOf(row: BusinessSummaryRow): BusinessSummary['changesRequested'] {
  if (row.appointment_status !== 'changesRequested' || !row.appointment_token) return null;
  return { note: row.appointment_review_note ?? '', token: row.appointment_token };
}

export function toSummary(row: BusinessSummaryRow, lang: Language): BusinessSummary {
  return {
    id: row.id,
    orderNo: row.order_no,
    policyNo: row.policy_no,
    status: row.status as BusinessSummary['status'],
    productType: row.product_type as BusinessSummary['productType'],
    insurer: labelled(lang, row.insurer, [row.insurer_zh, row.insurer_hk, row.insurer_en]),
    productName: labelled(lang, row.product_name, [row.product_zh, row.product_hk, row.product_en]),
    currency: row.currency,
    sumInsured: row.sum_insured,
    annualPremium: row.annual_premium,
    nextPaymentDate: row.next_payment_date,
    coolingOffExpiry: row.cooling_off_expiry,
    effectiveDate: row.effective_date,
    changesRequested: changesRequestedOf(row),
    createdAt: toIso(row.created_at),
  };
}

export function toBusiness(
  row: BusinessRow,
  documents: Omit<BusinessDocument, 'url'>[],
  lang: Language,
): Business {
  return {
    ...toSummary(row, lang),
    exchangeRate: row.exchange_rate,
    levy: row.levy,
    paymentPeriod: row.payment_period,
    contributionPeriod: row.contribution_period,
    salesperson: row.salesperson,
    channelPartner: row.channel_partner,
    advisoryFee: row.advisory_fee,
    advisoryFeeCurrency: row.advisory_fee_currency,
    ddaStatus: row.dda_status as Business['ddaStatus'],
    sourceOfFunds: row.source_of_funds,
    remarks: row.remarks,
    investmentAmount: row.investment_amount,
    investmentCurrency: row.investment_currency,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      mime: d.mime,
      size: Number(d.size),
      kind: d.kind,
      url: documentUrl(d.id),
    })),
    appointmentToken: row.appointment_token ?? null,
  };
}

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    businessId: row.business_id,
    paymentDate: row.payment_date,
    feeType: row.fee_type as PaymentRecord['feeType'],
    currency: row.currency,
    amount: row.amount,
    paymentNo: row.payment_no,
    status: row.status as PaymentRecord['status'],
  };
}

export function toStatusChange(row: StatusChangeRow): StatusChange {
  return {
    from: row.from_status as StatusChange['from'],
    to: row.to_status as StatusChange['to'],
    at: toIso(row.at),
    note: row.note,
  };
}
