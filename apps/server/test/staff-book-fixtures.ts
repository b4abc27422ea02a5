import type { StaffRole } from '@app/contract/calls/staff';
import { afterAll, beforeAll, expect } from 'vitest';
import { newId } from '../src/sessions/tokens.ts';
import { createReservation, fileFor, upload } from './reservation-helpers.ts';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { addOwnedBusiness } from './security/fixtures.ts';
import { makeStaff, staffLogin } from './staff-helpers.ts';

/**
 * The back office's books for the role and audit tests: one member in an agent's book, one in
 * another agent's book and one in nobody's, each with a reservation, an uploaded file, a business,
 * a payment record and a document; and a logged-in member of staff of every role.
 */
export type Caller = 'ADMIN_TOKEN' | StaffRole;

export interface Owned {
  member: { id: string; email: string; token: string };
  appointmentToken: string;
  uploadId: string;
  businessId: string;
  paymentId: string;
  documentId: string;
}

/** A member (in `staffId`'s book when given) with one of every object the back office handles. */
export async function addBookMember(t: TestApp, staffId: string | null, name: string) {
  const member = await addMember(t);
  // What policyholder/Register does with an invite code (staff-invite.test.ts).
  await t.app.ctx.db
    .updateTable('members')
    .set({ staff_id: staffId, name })
    .where('id', '=', member.id)
    .execute();
  const reservationToken = await createReservation(t, member, 'insurance');
  const uploaded = await upload(t, member, reservationToken, 'idCardFront', fileFor('idCardFront'));
  expect(uploaded.code, uploaded.msg).toBe(200);
  const owned = await addOwnedBusiness(t, member.id);
  return {
    member,
    appointmentToken: reservationToken,
    uploadId: uploaded.data.id as string,
    ...owned,
  };
}

export interface StaffLogin {
  id: string | null;
  name: string;
  email: string | null;
  inviteCode: string | null;
  token: string;
}

export async function loggedInStaff(t: TestApp, role: StaffRole): Promise<StaffLogin> {
  const staff = await makeStaff(t, role);
  const { bearer_token } = await staffLogin(t, staff.email);
  return { ...staff, token: bearer_token };
}

export async function staffBook(t: TestApp) {
  const callers = {
    ADMIN_TOKEN: {
      id: null,
      name: 'ADMIN_TOKEN',
      email: null,
      inviteCode: null,
      token: ADMIN_TOKEN,
    } as StaffLogin,
    admin: await loggedInStaff(t, 'admin'),
    operator: await loggedInStaff(t, 'operator'),
    agent: await loggedInStaff(t, 'agent'),
    auditor: await loggedInStaff(t, 'auditor'),
  } satisfies Record<Caller, StaffLogin>;
  const otherAgent = await loggedInStaff(t, 'agent');
  return {
    callers,
    otherAgent,
    mine: await addBookMember(t, callers.agent.id, 'Mine Member'),
    theirs: await addBookMember(t, otherAgent.id, 'Theirs Member'),
    nobodys: await addBookMember(t, null, 'Nobody Member'),
    unknown: newId(),
  };
}

export type StaffBook = Awaited<ReturnType<typeof staffBook>>;

/** An admin API call as one of the callers. */
export const as = (
  t: TestApp,
  book: StaffBook,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) => admin(t, method, url, body, book.callers[caller].token);

export const rules: Record<Caller, { write: boolean; onlyOwnBook: boolean }> = {
  ADMIN_TOKEN: { write: true, onlyOwnBook: false },
  admin: { write: true, onlyOwnBook: false },
  operator: { write: true, onlyOwnBook: false },
  agent: { write: true, onlyOwnBook: true },
  auditor: { write: false, onlyOwnBook: false },
};
export const owners = ['mine', 'theirs', 'nobodys'] as const;
type Owner = (typeof owners)[number];

export function expectedStatus(caller: Caller, owner: Owner, write: boolean): number {
  if (write && !rules[caller].write) return 403;
  if (rules[caller].onlyOwnBook && owner !== 'mine') return 404;
  return 200;
}

/** What stands in for an object that does not exist. */
export const unknownOwned = (book: StaffBook): Owned => ({
  member: { id: book.unknown, email: `${book.unknown}@example.com`, token: '' },
  appointmentToken: 'NoSuchLinkToken0123456789',
  uploadId: book.unknown,
  businessId: book.unknown,
  paymentId: book.unknown,
  documentId: book.unknown,
});

export interface Case {
  method: 'GET' | 'POST' | 'PATCH';
  url: (o: Owned) => string;
  body?: (o: Owned) => unknown;
  write: boolean;
}

/**
 * Runs one request against each book's object and checks the status; a 404 must equal the answer
 * for an unknown object, so not even existence shows. Answers the responses by owner.
 */
export async function checkAccess(t: TestApp, book: StaffBook, caller: Caller, c: Case) {
  const missing = await as(
    t,
    book,
    caller,
    c.method,
    c.url(unknownOwned(book)),
    c.body?.(unknownOwned(book)),
  );
  const answers: Partial<Record<Owner, Awaited<ReturnType<typeof as>>>> = {};
  for (const owner of owners) {
    const o = book[owner];
    const res = await as(t, book, caller, c.method, c.url(o), c.body?.(o));
    const want = expectedStatus(caller, owner, c.write);
    expect(res.status, `${caller} ${c.method} ${c.url(o)} (${owner})`).toBe(want);
    if (want === 403) expect(res.body).toEqual({ code: 403, msg: 'Not allowed', data: null });
    if (want === 404) expect(res.body).toEqual(missing.body);
    answers[owner] = res;
  }
  return answers;
}

/**
 * A test file's app (with ADMIN_TOKEN) and books, built before its tests and closed after;
 * `use` hands them to the file's own variables.
 */
export function withStaffBook(use: (built: { t: TestApp; book: StaffBook }) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_TOKEN });
    use({ t, book: await staffBook(t) });
  });
  afterAll(async () => {
    await t?.close();
  });
}
