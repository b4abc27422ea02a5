import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, isMoneyInput } from './money.ts';

describe('formatMoney', () => {
  it('groups thousands with two decimals by default', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('1000')).toBe('1,000.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(999.995, 2)).toBe('1,000.00');
  });

  it('takes 0 to 20 decimals and throws a RangeError outside', () => {
    expect(formatMoney(1234.5, 0)).toBe('1,235');
    expect(formatMoney(1.5, 20)).toBe('1.50000000000000000000');
    for (const bad of [-1, 21, 1.5, Number.NaN]) {
      expect(() => formatMoney(1, bad)).toThrow(RangeError);
    }
  });

  it('gives "" for nothing or non-numbers, not 0', () => {
    for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('');
    }
  });

  it('writes huge amounts in digits, not exponent notation', () => {
    expect(formatMoney(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('round-trips numerically once the separators are removed', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 20 }),
        (n, d) => {
          const text = formatMoney(n, d);
          expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
          const expected = Number(Math.abs(n) < 1e21 ? n.toFixed(d) : n);
          // + 0 folds -0 into 0: an amount that rounds to zero is shown without a minus sign.
          expect(Number(text.replace(/,/g, '')) + 0).toBe(expected + 0);
        },
      ),
    );
  });

  it('round-trips every valid money input exactly', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0|[1-9]\d{0,12})(\.\d{1,2})?$/), (input) => {
        expect(Number(formatMoney(input).replace(/,/g, ''))).toBe(Number(input));
      }),
    );
  });
});

describe('money input rule', () => {
  it.each(['0', '0.5', '10', '1234.56', '1.0'])('accepts %s', (v) =>
    expect(isMoneyInput(v)).toBe(true),
  );
  it.each(['', '012', '00', '1.234', 'abc', '1,000', '-1', '.5', '1.', ' 1'])('refuses %j', (v) =>
    expect(isMoneyInput(v)).toBe(false),
  );
});
