/** SPEC §5/§9 money: input rule and display format. */
export const MONEY_INPUT = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Digits with at most two decimals and no leading zero ('0.5' is fine, '012' is not). */
export function isMoneyInput(value: string): boolean {
  return MONEY_INPUT.test(value);
}

/**
 * Formats with thousands separators and a fixed number of decimals (2 by default, 0-20).
 * Non-numeric input gives ''.
 */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError('decimals must be an integer from 0 to 20');
  }
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}
