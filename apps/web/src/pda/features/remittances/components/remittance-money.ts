import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { formatMoney } from '@app/contract/money';

/** Cents apart, as text with its sign ('-10.00'); '' when the amounts agree. */
function difference(paid: string, due: string): string {
  const cents = Math.round(Number(paid) * 100) - Math.round(Number(due) * 100);
  if (cents === 0) return '';
  return `${cents < 0 ? '-' : '+'}${formatMoney((Math.abs(cents) / 100).toFixed(2))}`;
}

/**
 * A notice's money as the list and the confirmation say it: the amount paid, the instalment it
 * would settle, and the gap between them (only within one currency).
 */
export function remittanceMoney(remittance: AdminRemittance) {
  const { due } = remittance;
  return {
    amount: `${remittance.currency} ${formatMoney(remittance.amount)}`,
    due: due && { text: `${due.currency} ${formatMoney(due.amount)}`, date: due.date },
    gap:
      due && due.currency === remittance.currency ? difference(remittance.amount, due.amount) : '',
  };
}
