import { configure } from '@testing-library/react';
import type { Payee, Remittance } from '@app/contract/calls/money-area';
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
  payee: {
    id: 'p1',
    name: 'AIA International Limited',
    bankName: 'HSBC',
    accountNo: '004-500-100000-001',
    swift: 'HSBCHKHHHKH',
    currency: 'HKD',
  },
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

/** XMLHttpRequest as platform/upload uses it: answers when the test says so. */
export class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: FormData | undefined;
  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(envelope: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}
