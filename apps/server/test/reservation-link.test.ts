import { productSections } from '@app/contract/sections/products';
import { validSection } from '@app/contract/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import {
  businessMemberIds,
  createReservation,
  fillReservation,
  newMember,
  save,
  saveValidSection,
  storedReservation,
  submit,
  today,
} from './reservation-helpers.ts';

const t = useTestApp();

const check = (token: string, memberToken: string) =>
  t.call('policyholder/checkAppointUrl', { token }, { token: memberToken });

describe('CreateAppoint', () => {
  it('creates an open reservation with an unguessable link token', async () => {
    const creator = await newMember(t);
    const res = await t.call(
      'policyholder/CreateAppoint',
      { productType: 'education' },
      { token: creator.token },
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(res.data.appointment).toMatchObject({
      token: res.data.token,
      productType: 'education',
      status: 'open',
      uploads: [],
    });
    expect(Object.keys(res.data.appointment.sections)).toEqual([...productSections.education]);
    expect(res.data.appointment.sections.customer).toEqual({ completed: false, data: {} });
    expect(await storedReservation(t, res.data.token)).toMatchObject({
      creator_id: creator.id,
      filler_id: null,
      status: 'open',
    });
  });

  it('refuses an unknown product and callers without a session', async () => {
    const member = await newMember(t);
    const bad = await t.call(
      'policyholder/CreateAppoint',
      { productType: 'lottery' },
      { token: member.token },
    );
    expect(bad.code).toBe(400);
    expect(bad.data.fields.productType).toBeTruthy();
    const anonymous = await t.call('policyholder/CreateAppoint', { productType: 'trust' });
    expect(anonymous.code).toBe(401);
  });
});

describe('checkAppointUrl', () => {
  it('answers link invalid (410) for an unknown token', async () => {
    const member = await newMember(t);
    const res = await check('NoSuchTokenAtAll123456', member.token);
    expect(res).toMatchObject({ code: 410, msg: 'Link Error' });
  });

  it('opens an open reservation with every section of its product', async () => {
    const creator = await newMember(t);
    const token = await createReservation(t, creator, 'insurance');
    const res = await check(token, creator.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.status).toBe('open');
    expect(Object.keys(res.data.sections)).toEqual(['applicant', 'insured', 'upload']);
  });

  it('binds the first member who saves as filler; a third member then gets link invalid', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    const third = await newMember(t);
    const token = await createReservation(t, creator, 'trust');
    // Before anyone writes, anyone holding the link may open it.
    expect((await check(token, third.token)).code).toBe(200);
    const saved = await saveValidSection(t, filler, token, 'trust', 'customer');
    expect(saved.msg).toBe('Save Successful');
    expect((await check(token, filler.token)).code).toBe(200);
    expect((await check(token, creator.token)).code).toBe(200);
    expect(await check(token, third.token)).toMatchObject({ code: 410, msg: 'Link Error' });
    const intrude = await save(
      t,
      third,
      token,
      'customer',
      validSection('customer', 'trust', today()),
    );
    expect(intrude.code).toBe(410);
    expect((await storedReservation(t, token)).filler_id).toBe(filler.id);
    // The creator may still write without taking the filler's place.
    const byCreator = await save(t, creator, token, 'bank', validSection('bank', 'trust', today()));
    expect(byCreator.code, byCreator.msg).toBe(200);
  });

  it("does not bind the creator's own writes, so the link can still be handed on", async () => {
    const creator = await newMember(t);
    const customer = await newMember(t);
    const token = await createReservation(t, creator, 'trust');
    const bank = validSection('bank', 'trust', today());
    expect((await save(t, creator, token, 'bank', bank)).code).toBe(200);
    expect((await check(token, customer.token)).code).toBe(200);
    expect((await save(t, customer, token, 'bank', bank)).code).toBe(200);
    expect((await storedReservation(t, token)).filler_id).toBe(customer.id);
  });

  it('makes whoever submits a reservation the creator filled alone its filler', async () => {
    const creator = await newMember(t);
    const customer = await newMember(t);
    const alone = await createReservation(t, creator, 'trust');
    await fillReservation(t, creator, alone, 'trust');
    const byCreator = await submit(t, creator, alone);
    expect(byCreator.code).toBe(200);
    const handedOn = await createReservation(t, creator, 'trust');
    await fillReservation(t, creator, handedOn, 'trust');
    const byCustomer = await submit(t, customer, handedOn);
    expect(byCustomer.code).toBe(200);
    expect(await businessMemberIds(t, byCreator.data.businessId)).toEqual([creator.id]);
    expect(await businessMemberIds(t, byCustomer.data.businessId)).toEqual(
      [creator.id, customer.id].sort(),
    );
  });

  it('answers link filled (409) with the business id to the parties once submitted', async () => {
    const creator = await newMember(t);
    const filler = await newMember(t);
    const stranger = await newMember(t);
    const token = await createReservation(t, creator, 'investment');
    await fillReservation(t, filler, token, 'investment');
    const done = await submit(t, filler, token);
    expect(done.code, JSON.stringify(done.data)).toBe(200);
    for (const member of [creator, filler]) {
      const res = await check(token, member.token);
      expect(res).toMatchObject({ code: 409, msg: 'The link has been filled' });
      expect(res.data).toEqual({ businessId: done.data.businessId });
    }
    const zh = await t.call(
      'policyholder/checkAppointUrl',
      { token },
      { token: filler.token, lang: 'zh-CN' },
    );
    expect(zh.msg).toBe('该链接已填写');
    const other = await check(token, stranger.token);
    expect(other.code).toBe(409);
    expect(other.data).toBeNull();
  });

  it('refuses a malformed token as invalid input', async () => {
    const member = await newMember(t);
    const res = await check('../etc/passwd', member.token);
    expect(res.code).toBe(400);
  });
});
