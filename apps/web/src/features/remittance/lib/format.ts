import { formatMoney } from '@app/contract/money';

/** 'HKD 12,345.60': SPEC §9's money format with the currency code in front. */
export function formatAmount(value: string, currency: string): string {
  const amount = formatMoney(value);
  return amount ? `${currency} ${amount}` : '';
}
