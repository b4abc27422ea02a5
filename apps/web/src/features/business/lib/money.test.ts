import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';

describe('formatAmount', () => {
  it('puts the currency before the amount in money format', () => {
    expect(formatAmount('12345.6', 'HKD')).toBe('HKD 12,345.60');
    expect(formatAmount('1000000', 'USD')).toBe('USD 1,000,000.00');
    expect(formatAmount(0, 'CNY')).toBe('CNY 0.00');
  });

  it('keeps the sign and takes other decimals', () => {
    expect(formatAmount('-1234.5', 'HKD')).toBe('HKD -1,234.50');
    expect(formatAmount('1234.5678', 'USD', 4)).toBe('USD 1,234.5678');
  });

  it('shows the amount alone without a currency, and nothing without an amount', () => {
    expect(formatAmount('99', null)).toBe('99.00');
    expect(formatAmount(null, 'HKD')).toBe('');
    expect(formatAmount('', 'HKD')).toBe('');
    expect(formatAmount('abc', 'HKD')).toBe('');
  });
});
