import crypto from 'node:crypto';
import type { StaffRole } from '@app/contract/calls/staff';
import { newId } from '../src/sessions/tokens.ts';
import { ADMIN_TOKEN } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';

/** The back office's callers for the role matrices: a logged-in member of staff per role. */
export type Caller = StaffRole | 'ADMIN_TOKEN';
export const CALLERS: readonly Caller[] = ['admin', 'operator', 'agent', 'auditor', 'ADMIN_TOKEN'];

export interface StaffCaller {
  id: string | null;
  email: string;
  token: string;
}

export async function loginAs(t: TestApp, caller: Caller): Promise<StaffCaller> {
  if (caller === 'ADMIN_TOKEN') return { id: null, email: '', token: ADMIN_TOKEN };
  const staff = await makeStaff(t, caller);
  return {
    id: staff.id,
    email: staff.email,
    token: (await staffLogin(t, staff.email)).bearer_token,
  };
}

/** An app with ADMIN_TOKEN and a logged-in admin (`boss`), for a file of back-office tests. */
export async function staffAdminApp() {
  const t = await buildTestApp({ ADMIN_TOKEN });
  return { t, boss: await loginAs(t, 'admin') };
}

/** An address no member of staff has yet. */
export const newStaffEmail = () => `new-${crypto.randomBytes(5).toString('hex')}@staff.example.com`;

/** An admin API request in a language (the shared helper speaks the default, en-US). */
export async function adminIn(
  t: TestApp,
  lang: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body: unknown,
  token: string,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A member in a staff member's book (as if registered with their invite code), or in none. */
export async function addMemberInBook(t: TestApp, staffId: string | null, name = 'Book Member') {
  const member = await addMember(t, `${newId()}@example.com`);
  await t.app.ctx.db
    .updateTable('members')
    .set({ staff_id: staffId, name })
    .where('id', '=', member.id)
    .execute();
  return member;
}

/** The audit entries about one object, oldest first. */
export async function auditOf(t: TestApp, objectId: string) {
  const rows = await t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_id', '=', objectId)
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    ...row,
    changes: JSON.parse(row.changes) as Record<string, unknown>,
  }));
}
