import { isoDateToday } from '@app/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { createReservation, fillReservation, save, submit } from './reservation-helpers.ts';
import { staffBook } from './staff-book-fixtures.ts';
import type { StaffBook } from './staff-book-fixtures.ts';

/**
 * An ID document's expiry (`idExpiry`, issues 37 and 39): taken on every identity block, refused
 * when already past, and counted by the dashboard's "documents expiring in 90 days" over the
 * submitted reservations (an agent: their book), equal to the total of the list its figure opens.
 */
let t: TestApp;
let book: StaffBook;
const today = isoDateToday(new Date(), 'Asia/Hong_Kong');
const plus = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Member = StaffBook['mine']['member'];

/** A filled insurance reservation whose policyholder's document expires on `expiry`. */
async function reservation(member: Member, expiry: string, submitted = true) {
  const token = await createReservation(t, member, 'insurance');
  await fillReservation(t, member, token, 'insurance', (sections) => {
    sections.applicant = { ...sections.applicant, idExpiry: expiry };
  });
  if (submitted) {
    const res = await submit(t, member, token);
    expect(res.code, `${res.msg} ${JSON.stringify(res.data)}`).toBe(200);
  }
  return token;
}

const dashboard = (token: string) => admin(t, 'GET', '/admin/dashboard', undefined, token);
const listed = (token: string, query = 'idExpiring=90') =>
  admin(t, 'GET', `/admin/appointments?${query}`, undefined, token);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN, REMINDER_TIME_ZONE: 'Asia/Hong_Kong' });
  book = await staffBook(t);
  await reservation(book.mine.member, plus(0));
  await reservation(book.mine.member, plus(90));
  await reservation(book.mine.member, plus(91));
  await reservation(book.mine.member, plus(10), false);
  await reservation(book.theirs.member, plus(45));
});
afterAll(async () => {
  await t.close();
});

describe('idExpiry on an identity block', () => {
  it('is refused when already past, in the reader’s language, and kept when absent', async () => {
    const member = book.nobodys.member;
    const token = await createReservation(t, member, 'insurance');
    const past = await save(t, member, token, 'applicant', { idExpiry: plus(-1) }, 'en-US');
    expect(past.code).toBe(400);
    expect(past.data.fields.idExpiry).toBe('This document has expired: please use a valid one');
    const bad = await save(t, member, token, 'applicant', { idExpiry: '2030-02-30' }, 'zh-CN');
    expect(bad.data.fields.idExpiry).toBe('请输入有效日期（YYYY-MM-DD）');
    // Absent: not required, so no message on it.
    const none = await save(t, member, token, 'applicant', {}, 'en-US');
    expect(none.data.fields).not.toHaveProperty('idExpiry');
  });
});

describe('documents expiring in 90 days', () => {
  it('counts submitted reservations expiring today to 90 days ahead, as the list shows', async () => {
    const figure = await dashboard(ADMIN_TOKEN);
    expect(figure.status, JSON.stringify(figure.body)).toBe(200);
    // Today and +90 (both ends) of mine, +45 of theirs; +91 and the draft are not counted.
    expect(figure.body.data.documentsExpiring).toBe(3);
    const list = await listed(ADMIN_TOKEN);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.total).toBe(3);
  });

  it("counts an agent's book only, figure and list alike", async () => {
    const agent = book.callers.agent.token;
    expect((await dashboard(agent)).body.data.documentsExpiring).toBe(2);
    expect((await listed(agent)).body.data.total).toBe(2);
    // The other agent's book holds theirs (+45) only.
    const other = book.otherAgent.token;
    expect((await dashboard(other)).body.data.documentsExpiring).toBe(1);
    expect((await listed(other)).body.data.total).toBe(1);
  });

  it('refuses a window it does not know', async () => {
    const res = await listed(ADMIN_TOKEN, 'idExpiring=30');
    expect(res.status).toBe(400);
  });
});
