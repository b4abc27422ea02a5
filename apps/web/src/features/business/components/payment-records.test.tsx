import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePaymentRecord } from '@app/contract/testing/dto-fixtures';
import { renderScreen } from '../../../../test/render';
import { businessServer, pageOf } from '../testing';
import { PaymentRecordScreen } from './payment-record-screen';
import { PaymentRecordsScreen } from './payment-records-screen';

const RECORDS = 'insuranceservice/getpaymentrecords';
const records = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    samplePaymentRecord({ id: String(5001 + index), paymentNo: `PAY-${index + 1}` }),
  );

beforeEach(() => localStorage.setItem('member-token', 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('PaymentRecordsScreen', () => {
  function renderRecords(rows = records(3)) {
    const server = businessServer({
      [RECORDS]: (fields) => ({ code: 200, data: pageOf(rows, Number(fields.page)) }),
    });
    renderScreen(<PaymentRecordsScreen />, {
      path: '/pages/business/paymentRecords',
      route: '/pages/business/paymentRecords?id=1001',
    });
    const calls = () => server.seen.filter((request) => request.path === RECORDS);
    return { calls, user: userEvent.setup() };
  }

  it("lists the business's payments, each linking to its details", async () => {
    const { calls } = renderRecords();
    const rows = await screen.findAllByTestId('payment-record');
    expect(rows).toHaveLength(3);
    expect(calls()[0]!.fields).toMatchObject({ id: '1001', page: '1', size: '10' });
    expect(rows[0]).toHaveAttribute('href', '/pages/business/paymentRecordsDetail?id=5001');
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Premium');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('USD 12,000.00');
    expect(rows[0]).toHaveTextContent('Jun 20, 2025');
    expect(screen.getByTestId('business-list-end')).toHaveTextContent('No more data');
  });

  it('pages like the business list', async () => {
    const { calls, user } = renderRecords(records(11));
    expect(await screen.findAllByTestId('payment-record')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('business-list-end')).toBeInTheDocument();
    expect(screen.getAllByTestId('payment-record')).toHaveLength(11);
    expect(calls().map((request) => request.fields.page)).toEqual(['1', '2']);
  });

  it('says when there are no payments yet', async () => {
    renderRecords([]);
    expect(await screen.findByText('No payment records yet')).toBeInTheDocument();
  });
});

describe('PaymentRecordScreen', () => {
  it("shows SPEC's payment fields for the id in the URL", async () => {
    const { seen } = businessServer({
      'insuranceservice/getpaymentrecord': () => ({
        code: 200,
        data: samplePaymentRecord({ amount: '1234567.5', status: 'pending', paymentNo: null }),
      }),
    });
    renderScreen(<PaymentRecordScreen />, {
      path: '/pages/business/paymentRecordsDetail',
      route: '/pages/business/paymentRecordsDetail?id=5001',
    });
    const detail = await screen.findByTestId('payment-record-detail');
    expect(seen.find((r) => r.path === 'insuranceservice/getpaymentrecord')?.fields.id).toBe(
      '5001',
    );
    const value = (key: string) => detail.querySelector(`[data-field="${key}"] dd`);
    expect(value('paymentDate')).toHaveTextContent('Jun 20, 2025');
    expect(value('feeType')).toHaveTextContent('Premium');
    expect(value('currency')).toHaveTextContent('USD');
    expect(value('amount')).toHaveTextContent('USD 1,234,567.50');
    expect(value('paymentNo')).toHaveTextContent('—');
    expect(value('status')).toHaveTextContent('Pending');
  });
});
