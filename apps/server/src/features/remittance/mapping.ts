import type { Payee, Remittance, RemittanceStatus } from '@app/contract/calls/money-area';
import { accountOf } from '../../db/payees-repository.ts';
import type { PayeeRow } from '../../db/payees-repository.ts';
import type { RemittanceRow } from '../../db/remittances-repository.ts';
import { toIso } from '../../db/time.ts';

/** Rows to the money area's DTOs. */
const slipUrl = (id: string) => `/api/upload/file/${encodeURIComponent(id)}`;

export function toPayee(row: PayeeRow, reference: string): Payee {
  return { ...accountOf(row), reference };
}

export function toRemittance(row: RemittanceRow): Remittance {
  return {
    id: row.id,
    businessId: row.business_id,
    orderNo: row.order_no,
    payee: {
      id: row.payee_id,
      name: row.payee_name,
      bankName: row.payee_bank_name,
      accountNo: row.payee_account_no,
      swift: row.payee_swift,
      currency: row.payee_currency,
    },
    amount: row.amount,
    currency: row.currency,
    remitDate: row.remit_date,
    status: row.status as RemittanceStatus,
    note: row.note,
    slip: { id: row.slip_upload_id, url: slipUrl(row.slip_upload_id), name: row.slip_name },
    createdAt: toIso(row.created_at),
  };
}
