import type { BusinessStatus } from '@app/contract/enums';
import { createBusiness } from '../src/db/businesses-repository.ts';
import { createSession } from '../src/sessions/session-store.ts';
import { newId } from '../src/sessions/tokens.ts';
import type { TestApp } from './helpers.ts';

/** Members, sessions and businesses written straight to the database, for the business tests. */
export async function addMember(t: TestApp, email = `${newId()}@example.com`) {
  const id = newId();
  const now = Date.now();
  await t.app.ctx.db
    .insertInto('members')
    .values({
      id,
      name: 'Test Member',
      mobile: '13800138000',
      email,
      password_hash: 'irrelevant',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await createSession(t.app.ctx.db, id, t.config);
  return { id, email, token };
}

export interface BusinessOptions {
  status?: BusinessStatus;
  createdAt?: number;
  insurer?: string | null;
  productName?: string | null;
  currency?: string;
}

export async function addBusiness(t: TestApp, memberId: string, options: BusinessOptions = {}) {
  const id = newId();
  const now = options.createdAt ?? Date.now();
  await createBusiness(t.app.ctx.db, {
    // Columns left out are null.
    row: {
      id,
      owner_id: memberId,
      order_no: `BO${id.slice(0, 12)}`,
      status: options.status ?? 'submitted',
      product_type: 'insurance',
      insurer: options.insurer === undefined ? 'AIA' : options.insurer,
      product_name: options.productName === undefined ? 'AIA-GLOBAL-POWER' : options.productName,
      currency: options.currency ?? 'HKD',
      sum_insured: '100000',
      annual_premium: '12000.50',
      next_payment_date: '2030-01-31',
      created_at: now,
      updated_at: now,
    },
    memberIds: [memberId],
    // Whatever the status, the history starts where a submitted reservation's does.
    history: [{ to: 'submitted', note: 'received', at: now }],
  });
  return id;
}

export async function addPayment(
  t: TestApp,
  businessId: string,
  paymentDate: string,
  record: { status?: string; currency?: string; amount?: string } = {},
) {
  const id = newId();
  await t.app.ctx.db
    .insertInto('payment_records')
    .values({
      id,
      business_id: businessId,
      payment_date: paymentDate,
      fee_type: 'premium',
      currency: record.currency ?? 'HKD',
      amount: record.amount ?? '1000.00',
      payment_no: `P-${paymentDate}`,
      status: record.status ?? 'paid',
      created_at: Date.now(),
    })
    .execute();
  return id;
}
