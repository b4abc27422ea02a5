import { describe, expect, it } from 'vitest';
import { sensitiveFieldKeys } from './sensitive.ts';

describe('sensitive fields', () => {
  it('are the ID, credit card, bank account and tax numbers (encrypted at rest, masked)', () => {
    expect([...sensitiveFieldKeys].sort()).toEqual([
      'accountNumber',
      'cardNumber',
      'idNumber',
      'taxId',
    ]);
  });
});
