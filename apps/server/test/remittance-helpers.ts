import { expect } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { multipartCall } from './reservation-helpers.ts';
import type { FilePart, Member } from './reservation-helpers.ts';
import type { TestApp } from './helpers.ts';
import { png } from './upload-files.ts';

/** Fixtures of the money area: payees kept by staff, slips and remittance notices of members. */
export const slipPng: FilePart = { name: 'slip.png', content: png(), type: 'image/png' };

/** platform/upload with kind remittanceSlip and no reservation token. */
export const uploadSlip = (t: TestApp, member: Member, file: FilePart = slipPng) =>
  multipartCall(
    t,
    'platform/upload',
    { kind: 'remittanceSlip', type: 'miniapp', shopId: t.config.shopId },
    member,
    { file },
  );

export async function slipId(t: TestApp, member: Member): Promise<string> {
  const res = await uploadSlip(t, member);
  expect(res.code, res.msg).toBe(200);
  return res.data.id as string;
}

let counter = 0;
/** A payee added through the back office (the app needs ADMIN_TOKEN); answers its id. */
export async function addPayee(
  t: TestApp,
  fields: { insurer?: string | null; currency?: string; name?: string } = {},
  token = ADMIN_TOKEN,
): Promise<string> {
  counter++;
  const res = await admin(
    t,
    'POST',
    '/admin/payees',
    {
      name: fields.name ?? `Payee ${counter}`,
      bankName: 'HSBC Hong Kong',
      accountNo: `004-123-${String(456000 + counter)}-001`,
      swift: 'HSBCHKHHHKH',
      currency: fields.currency ?? 'HKD',
      insurer: fields.insurer === undefined ? 'AIA' : fields.insurer,
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

export const remittanceFields = (
  businessId: string,
  payeeId: string,
  slipUploadId: string,
  extra: Record<string, string> = {},
) => ({
  businessId,
  payeeId,
  amount: '12000.50',
  currency: 'HKD',
  remitDate: '2026-01-15',
  slipUploadId,
  ...extra,
});

export const remit = (t: TestApp, member: Member, fields: Record<string, string>, lang?: string) =>
  t.call('remittance/create', fields, { token: member.token, ...(lang ? { lang } : {}) });

/** A submitted remittance of the member's business; answers its id. */
export async function submittedRemittance(
  t: TestApp,
  member: Member,
  businessId: string,
  payeeId: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const res = await remit(
    t,
    member,
    remittanceFields(businessId, payeeId, await slipId(t, member), extra),
  );
  expect(res.code, JSON.stringify(res.data)).toBe(200);
  return res.data.id as string;
}
