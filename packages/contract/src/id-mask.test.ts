import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './id-mask.ts';

describe('maskIdNumber', () => {
  it.each([
    ['A123456(3)', 'A12****(3)'],
    ['110101199003071234', '110***********1234'],
    ['E12345678', 'E12****78'],
    ['12345', '1****'],
    ['', ''],
  ])('%s -> %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it('hides at least half of every number', () => {
    for (const id of ['A123456(3)', '110101199003071234', 'E12345678', 'M1234567']) {
      const hidden = [...maskIdNumber(id)].filter((c) => c === '*').length;
      expect(hidden, id).toBeGreaterThanOrEqual(id.length / 2 - 1);
    }
  });
});
