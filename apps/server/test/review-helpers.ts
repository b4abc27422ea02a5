import type { ProductType } from '@app/contract/enums';
import { expect } from 'vitest';
import { listAudit } from '../src/audit/audit-log.ts';
import { createReservation, fillReservation, submit } from './reservation-helpers.ts';
import type { Member } from './reservation-helpers.ts';
import { admin } from './admin-helpers.ts';
import type { TestApp } from './helpers.ts';

/** Fixtures for the review tests: a submitted reservation with its business, review calls. */
export async function submittedBusiness(
  t: TestApp,
  member: Member,
  productType: ProductType = 'insurance',
) {
  const token = await createReservation(t, member, productType);
  const filled = await fillReservation(t, member, token, productType);
  const res = await submit(t, member, token);
  expect(res.code, res.msg).toBe(200);
  return { token, businessId: res.data.businessId as string, uploads: filled.uploads };
}

export const requestChanges = (t: TestApp, businessId: string, body: unknown, bearer?: string) =>
  admin(t, 'POST', `/admin/businesses/${businessId}/request-changes`, body, bearer);

export const accept = (t: TestApp, businessId: string, body: unknown = {}, bearer?: string) =>
  admin(t, 'POST', `/admin/businesses/${businessId}/accept`, body, bearer);

/** The business's audit actions, oldest first. */
export async function auditActions(t: TestApp, businessId: string) {
  const { list } = await listAudit(t.app.ctx.db, {
    objectType: 'business',
    objectIds: [businessId],
    page: 1,
    size: 50,
  });
  return list.reverse();
}

/** The business's status history as stored, oldest first. */
export async function history(t: TestApp, businessId: string) {
  return t.app.ctx.db
    .selectFrom('status_changes')
    .select(['from_status', 'to_status', 'note'])
    .where('business_id', '=', businessId)
    .orderBy('at')
    .execute();
}

export const checkLink = (t: TestApp, member: Member, token: string) =>
  t.call('policyholder/checkAppointUrl', { token }, { token: member.token });
