import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../issues.ts';
import {
  sampleReservation,
  sampleBusiness,
  samplePaymentRecord,
  sampleStatusChanges,
} from '../testing/dto-fixtures.ts';
import { accountCalls } from './account.ts';
import {
  reservationCalls,
  reservationLinkPath,
  parseSectionJson,
  sectionsDataOf,
} from './reservation.ts';
import { businessCalls } from './business.ts';
import { familyCalls } from './family.ts';
import { remittanceCalls } from './money-area.ts';
import { referenceCalls } from './reference.ts';
import type { CallDefinition } from './types.ts';

const keysOf = (call: CallDefinition, body: Record<string, unknown>) => {
  const result = call.request.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldMessages(result.error.issues)).map(([f, m]) => [f, m.key]),
  );
};

describe('every call', () => {
  const all: CallDefinition[] = [
    ...Object.values(accountCalls),
    ...Object.values(reservationCalls),
    ...Object.values(businessCalls),
    ...Object.values(referenceCalls),
    ...Object.values(familyCalls),
    ...Object.values(remittanceCalls),
  ];
  it('has a unique path, multipart only where DESIGN.md says', () => {
    const paths = all.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(all.filter((c) => c.multipart).map((c) => c.path)).toEqual([
      'policyholder/EditAppointInfo',
      'platform/upload',
    ]);
  });
});

describe('paging from form fields', () => {
  const list = businessCalls.list.request;
  it('coerces text and applies defaults', () => {
    expect(list.parse({})).toEqual({ page: 1, size: 10 });
    expect(list.parse({ page: '3', size: '50', status: 'inForce' })).toEqual({
      page: 3,
      size: 50,
      status: 'inForce',
    });
    expect(referenceCalls.currencies.request.parse({})).toEqual({ page: 1, size: 200 });
  });

  it('bounds page and size', () => {
    expect(keysOf(businessCalls.list, { page: '0' })).toEqual({ page: 'validation.min' });
    expect(keysOf(businessCalls.list, { size: '51' })).toEqual({ size: 'validation.max' });
    expect(keysOf(businessCalls.list, { page: 'x', size: '1.5' })).toEqual({
      page: 'validation.int',
      size: 'validation.int',
    });
    expect(keysOf(businessCalls.list, { status: 'bogus' })).toEqual({
      status: 'validation.option',
    });
  });

  it('requires ids', () => {
    expect(keysOf(businessCalls.detail, {})).toEqual({ id: 'validation.required' });
    expect(businessCalls.paymentRecords.request.parse({ id: '7' })).toEqual({
      id: '7',
      page: 1,
      size: 10,
    });
  });
});

describe('EditAppointInfo', () => {
  const edit = reservationCalls.editAppointInfo;
  it('saves one section given as a JSON object', () => {
    const body = {
      token: 'abc_DEF-123',
      section: 'applicant',
      action: 'save',
      data: '{"nameCn":"陈大文"}',
    };
    expect(keysOf(edit, body)).toEqual({});
    expect(keysOf(edit, { ...body, data: '[1]' })).toEqual({ data: 'validation.format' });
    expect(keysOf(edit, { ...body, data: '{' })).toEqual({ data: 'validation.format' });
    expect(keysOf(edit, { token: 'abc', action: 'save' })).toEqual({
      section: 'validation.required',
      data: 'validation.required',
    });
    expect(keysOf(edit, { ...body, section: 'wallet' })).toEqual({ section: 'validation.option' });
  });

  it('submits without data', () => {
    expect(keysOf(edit, { token: 'abc', action: 'submit' })).toEqual({});
    expect(keysOf(edit, { action: 'submit' })).toEqual({ token: 'validation.required' });
    expect(parseSectionJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseSectionJson('null')).toBeNull();
  });

  it('uploads name a kind and the reservation', () => {
    expect(reservationCalls.upload.request.parse({ kind: 'resume', token: 'abc' })).toEqual({
      kind: 'resume',
      token: 'abc',
      type: 'miniapp',
    });
    expect(keysOf(reservationCalls.upload, { kind: 'selfie', token: 'abc' })).toEqual({
      kind: 'validation.option',
    });
  });

  it('reads the data of each section', () => {
    const state = sampleReservation({
      sections: { bank: { completed: true, data: { bankCode: '004' } } },
    });
    expect(sectionsDataOf(state.sections)).toEqual({ bank: { bankCode: '004' } });
  });

  it('builds the link route', () => {
    expect(reservationLinkPath('a b')).toBe('/pages/appointment/index?token=a%20b');
  });
});

describe('answers', () => {
  it('accept the sample DTOs', () => {
    expect(businessCalls.detail.response.parse(sampleBusiness())).toEqual(sampleBusiness());
    expect(businessCalls.paymentRecord.response.parse(samplePaymentRecord())).toEqual(
      samplePaymentRecord(),
    );
    expect(businessCalls.statusChanges.response.parse(sampleStatusChanges())).toHaveLength(2);
    expect(reservationCalls.checkAppointUrl.response.parse(sampleReservation())).toEqual(
      sampleReservation(),
    );
    const summary = businessCalls.list.response.parse({
      list: [sampleBusiness()],
      total: 1,
      page: 1,
      size: 10,
    });
    expect(summary.list[0]).not.toHaveProperty('documents');
  });

  it('refuse unknown statuses, float amounts and local times', () => {
    expect(
      businessCalls.detail.response.safeParse(sampleBusiness({ status: 'done' as never })).success,
    ).toBe(false);
    expect(
      businessCalls.detail.response.safeParse({ ...sampleBusiness(), levy: 12.5 }).success,
    ).toBe(false);
    expect(
      businessCalls.detail.response.safeParse(sampleBusiness({ createdAt: '2025-06-15 10:00:00' }))
        .success,
    ).toBe(false);
  });
});
