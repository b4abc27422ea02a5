import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { multipartCall } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { addBusiness, addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import {
  addPayee,
  remit,
  remittanceFields,
  slipId,
  submittedRemittance,
  uploadSlip,
} from './remittance-helpers.ts';
import { pdf } from './upload-files.ts';

/**
 * DESIGN.md "The member's account area": payees per business, remittance notices with their
 * slips, and what another member may never see or use.
 */
let t: TestApp;
let owner: Member;
let stranger: Member;
let aiaBusiness: string;
let fwdBusiness: string;
let aiaPayee: string;
let generalPayee: string;
let fwdPayee: string;
let disabledPayee: string;

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  owner = await addMember(t);
  stranger = await addMember(t);
  aiaBusiness = await addBusiness(t, owner.id, { insurer: 'AIA' });
  fwdBusiness = await addBusiness(t, owner.id, { insurer: 'FWD' });
  aiaPayee = await addPayee(t, { insurer: 'AIA', name: 'AIA International' });
  generalPayee = await addPayee(t, { insurer: null, name: 'Client Account', currency: 'USD' });
  fwdPayee = await addPayee(t, { insurer: 'FWD', name: 'FWD Life' });
  disabledPayee = await addPayee(t, { insurer: 'AIA', name: 'Old AIA account' });
  await admin(t, 'PATCH', `/admin/payees/${disabledPayee}`, { disabled: true });
});
afterAll(async () => {
  await t.close();
});

const payees = (member: Member, businessId: string) =>
  t.call('remittance/payees', { businessId }, { token: member.token });

describe('remittance/payees', () => {
  it("offers the business's insurer's accounts and those of no insurer, never a disabled one", async () => {
    const res = await payees(owner, aiaBusiness);
    expect(res.code).toBe(200);
    const ids = res.data.list.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([aiaPayee, generalPayee]));
    expect(ids).not.toContain(fwdPayee);
    expect(ids).not.toContain(disabledPayee);
    const aia = res.data.list.find((p: { id: string }) => p.id === aiaPayee);
    expect(aia).toMatchObject({
      name: 'AIA International',
      bankName: 'HSBC Hong Kong',
      swift: 'HSBCHKHHHKH',
      currency: 'HKD',
      reference: expect.stringMatching(/^BO/),
    });
    const fwd = (await payees(owner, fwdBusiness)).data.list.map((p: { id: string }) => p.id);
    expect(fwd).toContain(fwdPayee);
    expect(fwd).not.toContain(aiaPayee);
  });

  it("answers 404 for another member's business, as for one that does not exist", async () => {
    expect((await payees(stranger, aiaBusiness)).code).toBe(404);
    expect((await payees(owner, 'no-such-business')).code).toBe(404);
  });
});

describe('remittance slips (platform/upload without a reservation)', () => {
  it('takes an image or a PDF as the member’s own file, readable by them only', async () => {
    const res = await uploadSlip(t, owner, {
      name: 'slip.pdf',
      content: pdf(),
      type: 'application/pdf',
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ mime: 'application/pdf', name: 'slip.pdf' });
    const mine = await t.app.inject({
      method: 'GET',
      url: res.data.url,
      headers: { authorization: owner.token },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: res.data.url,
      headers: { authorization: stranger.token },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a text file with the upload failure message on the file', async () => {
    const res = await uploadSlip(t, owner, {
      name: 'slip.png',
      content: Buffer.from('just some text pretending to be a slip'),
      type: 'image/png',
    });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('Upload Failed, Please Try Again Later');
    expect(res.data.fields.file).toMatch(/Unsupported file type/);
  });

  it('still wants a reservation token for every other kind', async () => {
    const res = await uploadSlip(t, owner);
    expect(res.code).toBe(200);
    const other = await multipartCall(
      t,
      'platform/upload',
      { kind: 'idCardFront', type: 'miniapp' },
      owner,
      { file: { name: 'a.png', content: Buffer.from('x') } },
    );
    expect(other.code).toBe(400);
    expect(other.data.fields.token).toBeTruthy();
  });
});

describe('remittance/create', () => {
  it('records a submitted notice, answered with its payee and slip', async () => {
    const slip = await slipId(t, owner);
    const res = await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, slip));
    expect(res.code, JSON.stringify(res.data)).toBe(200);
    expect(res.msg).toBe('Submit Successful');
    expect(res.data).toMatchObject({
      businessId: aiaBusiness,
      amount: '12000.50',
      currency: 'HKD',
      remitDate: '2026-01-15',
      status: 'submitted',
      note: null,
      payee: { id: aiaPayee, name: 'AIA International' },
      slip: { id: slip, url: `/api/upload/file/${slip}` },
    });
  });

  it.each([
    ['abc', 'please enter the correct number'],
    ['0123', 'please enter the correct number'],
    ['12.345', 'please enter the correct number'],
    ['0', 'please enter the correct number'],
    ['', 'This field is required'],
  ])('refuses the amount %j by SPEC’s money rule', async (amount, message) => {
    const slip = await slipId(t, owner);
    const res = await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, slip, { amount }));
    expect(res.code).toBe(400);
    expect(res.data.fields.amount).toMatch(new RegExp(message, 'i'));
  });

  it('answers field messages in the caller’s language', async () => {
    const slip = await slipId(t, owner);
    const res = await remit(
      t,
      owner,
      remittanceFields(aiaBusiness, aiaPayee, slip, { amount: '01' }),
      'zh-CN',
    );
    expect(res.data.fields.amount).toBe('请输入正确的数字');
  });

  it('refuses an unknown currency, a future date and a payee not offered for the business', async () => {
    const slip = await slipId(t, owner);
    const res = await remit(
      t,
      owner,
      remittanceFields(aiaBusiness, fwdPayee, slip, { currency: 'XYZ', remitDate: '2999-01-01' }),
    );
    expect(res.code).toBe(400);
    expect(Object.keys(res.data.fields).sort()).toEqual(['currency', 'payeeId', 'remitDate']);
    const disabled = await remit(t, owner, remittanceFields(aiaBusiness, disabledPayee, slip));
    expect(disabled.code).toBe(400);
    expect(disabled.data.fields.payeeId).toBeTruthy();
  });

  it('refuses a slip used by another remittance, another member’s slip and a reservation’s file', async () => {
    const used = await slipId(t, owner);
    expect((await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, used))).code).toBe(200);
    const again = await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, used));
    expect(again.code).toBe(400);
    expect(again.data.fields.slipUploadId).toBe(
      'This slip was already sent with another remittance',
    );

    const theirs = await slipId(t, stranger);
    const foreign = await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, theirs));
    expect(foreign.code).toBe(400);
    expect(foreign.data.fields.slipUploadId).toBe('Please upload the bank slip of this remittance');
    const missing = await remit(t, owner, remittanceFields(aiaBusiness, aiaPayee, 'nope'));
    expect(missing.data.fields.slipUploadId).toBeTruthy();
  });

  it("answers 404 for another member's business", async () => {
    const slip = await slipId(t, stranger);
    const res = await remit(t, stranger, remittanceFields(aiaBusiness, aiaPayee, slip));
    expect(res.code).toBe(404);
  });
});

describe('remittance/list and the staff decisions', () => {
  it("lists only the member's own notices, newest first", async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id, { insurer: 'AIA' });
    const first = await submittedRemittance(t, member, business, aiaPayee);
    const second = await submittedRemittance(t, member, business, generalPayee, {
      currency: 'USD',
    });
    const res = await t.call('remittance/list', {}, { token: member.token });
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.list.map((r: { id: string }) => r.id)).toEqual([second, first]);
    const paged = await t.call(
      'remittance/list',
      { pageNum: '2', pageSize: '1' },
      { token: member.token },
    );
    expect(paged.data.list.map((r: { id: string }) => r.id)).toEqual([first]);
    const others = await t.call('remittance/list', {}, { token: stranger.token });
    expect(others.data.list.map((r: { id: string }) => r.id)).not.toContain(first);
  });

  it('confirming adds the payment record the member reads through getpaymentrecords', async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id, { insurer: 'AIA' });
    const id = await submittedRemittance(t, member, business, aiaPayee, {
      amount: '888.80',
      remitDate: '2026-02-01',
    });
    const confirmed = await admin(t, 'POST', `/admin/remittances/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('confirmed');
    const records = await t.call(
      'insuranceservice/getpaymentrecords',
      { id: business },
      { token: member.token },
    );
    expect(records.data.list).toEqual([
      expect.objectContaining({
        id: confirmed.body.data.paymentRecordId,
        paymentDate: '2026-02-01',
        amount: '888.80',
        currency: 'HKD',
        feeType: 'premium',
        status: 'paid',
      }),
    ]);
    const list = await t.call('remittance/list', {}, { token: member.token });
    expect(list.data.list[0]).toMatchObject({ id, status: 'confirmed' });
    // Decided once: a second decision is a conflict and adds nothing.
    expect((await admin(t, 'POST', `/admin/remittances/${id}/confirm`)).status).toBe(409);
    expect((await admin(t, 'POST', `/admin/remittances/${id}/reject`, { note: 'x' })).status).toBe(
      409,
    );
    const again = await t.call(
      'insuranceservice/getpaymentrecords',
      { id: business },
      { token: member.token },
    );
    expect(again.data.total).toBe(1);
  });

  it('rejecting keeps the note the member reads, and adds no payment', async () => {
    const member = await addMember(t);
    const business = await addBusiness(t, member.id, { insurer: 'AIA' });
    const id = await submittedRemittance(t, member, business, aiaPayee);
    const noNote = await admin(t, 'POST', `/admin/remittances/${id}/reject`, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.data.fields.note).toBeTruthy();
    const rejected = await admin(t, 'POST', `/admin/remittances/${id}/reject`, {
      note: 'The slip shows another amount',
    });
    expect(rejected.status).toBe(200);
    const list = await t.call('remittance/list', {}, { token: member.token });
    expect(list.data.list[0]).toMatchObject({
      id,
      status: 'rejected',
      note: 'The slip shows another amount',
    });
    const records = await t.call(
      'insuranceservice/getpaymentrecords',
      { id: business },
      { token: member.token },
    );
    expect(records.data.total).toBe(0);
  });
});
