import { formatMoney } from '@app/contract/money';

/**
 * An amount in SPEC §9's money format with its currency code in front: 'HKD 12,345.60'.
 * '' when there is no amount; the code alone is never shown as if it were an amount.
 */
export function formatAmount(
  value: string | number | null | undefined,
  currency?: string | null,
  decimals = 2,
): string {
  const amount = formatMoney(value, decimals);
  if (!amount) return '';
  return currency ? `${currency} ${amount}` : amount;
}
