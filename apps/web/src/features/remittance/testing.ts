import { configure } from '@testing-library/react';
import { remittance } from '@app/contract/calls/money-area';
import type { Payee, Remittance } from '@app/contract/calls/money-area';
export { FakeUpload } from '../../../test/fake-upload';
import { fakeServer } from '../../../test/server';
import type { Reply } from '../../../test/server';

/** Test support for the money area's screens (only tests import it). */
configure({ asyncUtilTimeout: 5000 });

export const payees: Payee[] = [
  {
    id: 'p1',
    name: 'AIA International Limited',
    bankName: 'HSBC',
    accountNo: '004-500-100000-001',
    swift: 'HSBCHKHHHKH',
    currency: 'HKD',
    reference: 'AIA-8800123456',
  },
  {
    id: 'p2',
    name: 'Client Account',
    bankName: 'Bank of China (Hong Kong)',
    accountNo: '012-500-100001-838',
    swift: 'BKCHHKHHXXX',
    currency: 'USD',
    reference: 'AIA-8800123456',
  },
];

export const remittanceOf = (overrides: Partial<Remittance> = {}): Remittance => ({
  id: 'r1',
  businessId: 'b1',
  orderNo: 'BODEMO0001',
  // The first account as a remittance names it: the contract's schema leaves out its reference.
  payee: remittance.shape.payee.parse(payees[0]),
  amount: '12000.50',
  currency: 'HKD',
  remitDate: '2026-01-15',
  status: 'submitted',
  note: null,
  slip: { id: 'u1', url: '/api/upload/file/u1', name: 'slip.png' },
  createdAt: '2026-01-15T08:00:00.000Z',
  ...overrides,
});

export type Handler = (fields: Record<string, string>) => Reply;

/** A logged-in member and a fake server answering by path. */
export function serveMoney(handlers: Record<string, Handler>) {
  localStorage.setItem('member-token', 'member-1');
  return fakeServer((path, fields) => {
    const handler = handlers[path];
    return handler ? handler(fields) : { code: 404, msg: `unexpected ${path}` };
  });
}
