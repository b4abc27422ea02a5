import type { BankAccount } from '@app/contract/calls/money-area';
import { enums } from '@app/contract/enums';
import type { Db } from '../../db/database.ts';
import { bankSectionsOfMember } from './member-repository.ts';

/** Only the last four characters of an account number show. */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/[^0-9A-Za-z]/g, '');
  return `**** ${digits.slice(-4)}`;
}

function textOf(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim() : '';
}

function parse(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isDda = (value: string | null): value is BankAccount['ddaStatus'] & string =>
  value !== null && (enums.ddaStatus as readonly string[]).includes(value);

/**
 * user/accountDetails: the accounts the member gave in their reservations' bank sections, each
 * once (the newest mention wins), masked, with the DDA binding of the business it became.
 */
export async function accountDetails(
  db: Db,
  memberId: string,
  query: { pageNum: number; pageSize: number },
): Promise<{ list: BankAccount[]; total: number }> {
  const seen = new Set<string>();
  const accounts: BankAccount[] = [];
  for (const row of await bankSectionsOfMember(db, memberId)) {
    const data = parse(row.data);
    const accountNo = data ? textOf(data, 'accountNumber') : '';
    if (!data || !accountNo) continue;
    const key = `${textOf(data, 'bankCode')}|${accountNo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    accounts.push({
      id: row.appointment_id,
      bankCode: textOf(data, 'bankCode'),
      bankName: textOf(data, 'bankName'),
      swift: textOf(data, 'swiftCode'),
      holderName: textOf(data, 'holderName'),
      accountNo: maskAccountNo(accountNo),
      currency: row.currency,
      ddaStatus: isDda(row.dda_status) ? row.dda_status : null,
      orderNo: row.order_no,
    });
  }
  const start = (query.pageNum - 1) * query.pageSize;
  return { list: accounts.slice(start, start + query.pageSize), total: accounts.length };
}
