import { mailKinds } from '@app/contract/calls/mail-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin } from './admin-helpers.ts';
import { GOOD_PASSWORD, register, requestCode, uniqueEmail } from './auth-helpers.ts';
import { buildTestApp } from './helpers.ts';
import { runAt } from './mail-outbox-helpers.ts';
import type { TestApp } from './helpers.ts';
import { as, checkAccess, rules, staffBook } from './staff-book-fixtures.ts';
import type { Caller, StaffBook } from './staff-book-fixtures.ts';

/**
 * The new calls' access: user/mailPreferences and user/saveMailPreference act on the caller's own
 * settings only; GET /admin/businesses/:id/messages follows the business's own rules (agents only
 * their book, 404 outside; a member token is refused). And the member's language for e-mail.
 */
let t: TestApp;
let book: StaffBook;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_TOKEN });
  book = await staffBook(t);
});
afterAll(async () => {
  await t.close();
});

const prefs = (token: string) => t.call('user/mailPreferences', {}, { token });

describe('user/mailPreferences and user/saveMailPreference', () => {
  it('every kind, on by default; a change is the caller’s alone', async () => {
    const mine = book.mine.member;
    const theirs = book.theirs.member;
    const all = await prefs(mine.token);
    expect(all.code).toBe(200);
    expect(all.data).toEqual(mailKinds.map((kind) => ({ kind, enabled: true })));
    const saved = await t.call(
      'user/saveMailPreference',
      { kind: 'payment', enabled: 'false' },
      { token: mine.token },
    );
    expect(saved.code).toBe(200);
    expect(saved.data).toContainEqual({ kind: 'payment', enabled: false });
    expect((await prefs(mine.token)).data).toContainEqual({ kind: 'payment', enabled: false });
    // Another member's settings are untouched, and there is no way to name them.
    expect((await prefs(theirs.token)).data).toContainEqual({ kind: 'payment', enabled: true });
    const on = await t.call(
      'user/saveMailPreference',
      { kind: 'payment', enabled: 'true', memberId: theirs.id },
      { token: mine.token },
    );
    expect(on.code).toBe(200);
    expect((await prefs(mine.token)).data).toContainEqual({ kind: 'payment', enabled: true });
  });

  it('refuses an unknown kind with a translated field message, and callers without a session', async () => {
    const bad = await t.call(
      'user/saveMailPreference',
      { kind: 'spam', enabled: 'false' },
      { token: book.mine.member.token, lang: 'zh-CN' },
    );
    expect(bad.code).toBe(400);
    expect(Object.keys(bad.data.fields ?? bad.data)).toContain('kind');
    expect((await t.call('user/mailPreferences', {})).code).toBe(401);
    expect((await t.call('user/saveMailPreference', { kind: 'status', enabled: '0' })).code).toBe(
      401,
    );
  });
});

describe('GET /admin/businesses/:id/messages', () => {
  it.each(Object.keys(rules) as Caller[])('as %s: the business’s own rules', async (caller) => {
    await checkAccess(t, book, caller, {
      method: 'GET',
      url: (o) => `/admin/businesses/${o.businessId}/messages`,
      write: false,
    });
  });

  it('lists what was told and whether the mail went out', async () => {
    const { businessId, member } = book.nobodys;
    const changed = await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'declined',
      note: 'n',
    });
    expect(changed.status).toBe(200);
    const res = await as(t, book, 'auditor', 'GET', `/admin/businesses/${businessId}/messages`);
    expect(res.status).toBe(200);
    expect(res.body.data.list[0]).toMatchObject({
      kind: 'statusChanged',
      member: { id: member.id },
      mail: { status: 'queued', attempts: 0, lastError: null },
    });
    expect(res.body.data.list[0].title.enUS).toContain('Declined');
  });

  it('says queued, not delivered, while no mail server is configured (issue 36)', async () => {
    const { businessId } = book.nobodys;
    await admin(t, 'POST', `/admin/businesses/${businessId}/status`, {
      status: 'inForce',
      note: 'issued',
    });
    // The worker hands the mail to the mailer, which has no server to give it to.
    await runAt(t, Date.now() + 60_000);
    const res = await as(t, book, 'auditor', 'GET', `/admin/businesses/${businessId}/messages`);
    const mails = res.body.data.list.map((m: { mail: unknown }) => m.mail);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail).toMatchObject({ status: 'queued', sentAt: null });
  });

  it('refuses a member token', async () => {
    const res = await admin(
      t,
      'GET',
      `/admin/businesses/${book.mine.businessId}/messages`,
      undefined,
      book.mine.member.token,
    );
    expect(res.status).toBe(401);
  });
});

describe("the member's language for e-mail", () => {
  const languageOf = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('members')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).language;

  it('is set at registration and follows the language of Login and MemberInfo', async () => {
    const email = uniqueEmail('lang');
    const registered = await register(t, email, await requestCode(t, email), {}, { lang: 'zh-CN' });
    expect(registered.code, registered.msg).toBe(200);
    const id = registered.data.id as string;
    expect(await languageOf(id)).toBe('zh-CN');
    const login = await t.call(
      'policyholder/Login',
      { account: email, password: GOOD_PASSWORD },
      { lang: 'en-US' },
    );
    expect(login.code).toBe(200);
    expect(await languageOf(id)).toBe('en-US');
    const info = await t.call(
      'policyholder/MemberInfo',
      {},
      { token: login.data.token, lang: 'zh-CN' },
    );
    expect(info.code).toBe(200);
    expect(await languageOf(id)).toBe('zh-CN');
  });
});
