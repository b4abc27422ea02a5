/** SPEC §5/§9 money: input rule and display format. */
export const MONEY_INPUT = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Digits with at most two decimals and no leading zero ('0.5' is fine, '012' is not). */
export function isMoneyInput(value: string): boolean {
  return MONEY_INPUT.test(value);
}

/**
 * toFixed switches to exponent notation from 1e21 on; every double that large is a whole number,
 * so BigInt writes its digits exactly.
 */
function toFixedPlain(n: number, decimals: number): string {
  if (n < 1e21) return n.toFixed(decimals);
  const whole = BigInt(n).toString();
  return decimals === 0 ? whole : `${whole}.${'0'.repeat(decimals)}`;
}

/**
 * Formats with thousands separators and a fixed number of decimals (2 by default, 0-20).
 * Non-numeric input gives ''.
 */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError('decimals must be an integer from 0 to 20');
  }
  if (value === null || value === undefined) return '';
  // Number('  ') is 0: blank text is no amount, not zero.
  if (typeof value === 'string' && value.trim() === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const fixed = toFixedPlain(Math.abs(n), decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}
