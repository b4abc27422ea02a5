import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../issues.ts';
import { reservationCalls } from './reservation.ts';
import { remittanceCalls } from './money-area.ts';
import type { CallDefinition } from './types.ts';

const keysOf = (call: CallDefinition, body: Record<string, unknown>) => {
  const result = call.request.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error.issues)).map(([f, m]) => [f, m.key]),
  );
};

const valid = {
  businessId: 'b1',
  payeeId: 'p1',
  amount: '1200.50',
  currency: 'HKD',
  remitDate: '2026-01-31',
  slipUploadId: 'u_1-2',
};

describe('remittance/create', () => {
  it('takes a complete notice', () => {
    expect(keysOf(remittanceCalls.create, valid)).toEqual({});
  });

  it.each(['abc', '012', '1.234', '0', '-5', '1e3'])(
    "refuses the amount %j with SPEC's money message",
    (amount) => {
      expect(keysOf(remittanceCalls.create, { ...valid, amount })).toEqual({
        amount: 'validation.money',
      });
    },
  );

  it('names every missing field at once', () => {
    expect(keysOf(remittanceCalls.create, {})).toEqual({
      businessId: 'validation.required',
      payeeId: 'validation.required',
      amount: 'validation.required',
      currency: 'validation.required',
      remitDate: 'validation.requiredChoice',
      slipUploadId: 'validation.uploadRequired',
    });
    expect(
      keysOf(remittanceCalls.create, { ...valid, currency: 'hk', remitDate: '2026-02-30' }),
    ).toEqual({ currency: 'validation.option', remitDate: 'validation.date' });
  });
});

describe('the money area lists', () => {
  it('default to SPEC’s account details paging and bound the statement’s dates', () => {
    expect(remittanceCalls.accountDetails.request.parse({})).toEqual({ pageNum: 1, pageSize: 200 });
    expect(remittanceCalls.list.request.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(remittanceCalls.userBlotter.request.parse({ from: '', to: '2026-01-01' })).toEqual({
      page: 1,
      size: 10,
      to: '2026-01-01',
    });
    expect(keysOf(remittanceCalls.userBlotter, { from: '2026-02-01', to: '2026-01-01' })).toEqual({
      to: 'validation.dateRange',
    });
    expect(keysOf(remittanceCalls.dictionary, { type: 'iban' })).toEqual({
      type: 'validation.option',
    });
  });
});

describe('platform/upload', () => {
  it('takes a remittance slip without a reservation token, every other kind only with one', () => {
    expect(keysOf(reservationCalls.upload, { kind: 'remittanceSlip' })).toEqual({});
    expect(keysOf(reservationCalls.upload, { kind: 'idCardFront' })).toEqual({
      token: 'validation.required',
    });
  });
});
