import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/notify/mail/outbox.ts';
import { claimDueMail, markSent } from '../src/notify/mail/outbox-repository.ts';
import { LEASE_MS, MAX_ATTEMPTS, runDueMail } from '../src/notify/mail/outbox-worker.ts';
import { isMailEnabled, setMailPreference } from '../src/notify/mail/preferences-repository.ts';
import { addMember } from './business-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { SMTP_TIMEOUTS, outboxRow, resetOutbox, runAt, sampleMail } from './mail-outbox-helpers.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import type { SmtpPeer } from './smtp-peer.ts';

/**
 * The mail outbox against a real SMTP peer, on the test run's database (SQLite, or PostgreSQL
 * under test:pg): queued rows are sent by runs of the worker driven with their own clock.
 */
let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({ SMTP_URL: `${smtp.url}?${SMTP_TIMEOUTS}` });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => resetOutbox(t, smtp));

const MINUTE = 60_000;

describe('mail outbox', () => {
  it('queues a mail and one run delivers it once, with its subject and body', async () => {
    const t0 = Date.now();
    const mail = sampleMail({ html: '<p>Your premium is due.</p>' });
    expect(await enqueueMail(t.app.ctx.db, mail, t0)).toBe(true);
    expect(await outboxRow(t, mail.to)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(smtp.state.received).toEqual([]);

    expect(await runAt(t, t0)).toEqual({ sent: 1, retried: 0, failed: 0, lost: 0, deferred: 0 });
    expect(smtp.state.received).toHaveLength(1);
    const [received] = smtp.state.received;
    expect(received).toMatchObject({ to: mail.to, subject: mail.subject });
    expect(received?.raw).toContain(mail.text);
    expect(received?.raw).toContain('<p>Your premium is due.</p>');
    expect(await outboxRow(t, mail.to)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sent_at: t0,
      claimed_by: null,
      last_error: null,
    });

    expect((await runAt(t, t0 + 24 * 60 * MINUTE)).sent).toBe(0);
    expect(smtp.state.received).toHaveLength(1);
  });

  it('waits until the time the mail was queued for', async () => {
    const t0 = Date.now();
    const mail = sampleMail({ sendAt: t0 + 60 * MINUTE });
    await enqueueMail(t.app.ctx.db, mail, t0);
    expect((await runAt(t, t0 + 59 * MINUTE)).sent).toBe(0);
    expect(smtp.state.attempts).toBe(0);
    expect((await runAt(t, t0 + 60 * MINUTE)).sent).toBe(1);
  });

  it('queues one mail per dedupe key; a duplicate does not break the transaction', async () => {
    const key = `reminder:paymentDue14:b-${Date.now()}:2026-12-01`;
    const first = sampleMail({ dedupeKey: key });
    const other = sampleMail({ dedupeKey: `${key}:other` });
    const answers = await t.app.ctx.db.transaction().execute(async (trx) => [
      await enqueueMail(trx, first),
      await enqueueMail(trx, sampleMail({ dedupeKey: key })),
      // On PostgreSQL a failed insert would abort the transaction; this one must still commit.
      await enqueueMail(trx, other),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect((await runAt(t, Date.now())).sent).toBe(2);
    expect([...smtp.countsByRecipient()]).toEqual(
      expect.arrayContaining([
        [first.to, 1],
        [other.to, 1],
      ]),
    );
    // Also after it was sent: the occasion had its mail.
    expect(await enqueueMail(t.app.ctx.db, sampleMail({ dedupeKey: key }))).toBe(false);
    expect((await runAt(t, Date.now())).sent).toBe(0);
  });

  it('skips kinds of mail the member turned off, and queues them again once turned on', async () => {
    const member = await addMember(t);
    const db = t.app.ctx.db;
    const forMember = (kind: string) => sampleMail({ memberId: member.id, to: member.email, kind });
    expect(await isMailEnabled(db, member.id, 'reminder')).toBe(true);
    await setMailPreference(db, member.id, 'reminder', false);
    expect(await isMailEnabled(db, member.id, 'reminder')).toBe(false);
    expect(await enqueueMail(db, forMember('reminder'))).toBe(false);
    expect(await enqueueMail(db, forMember('notice'))).toBe(true);
    await setMailPreference(db, member.id, 'reminder', true);
    expect(await enqueueMail(db, forMember('reminder'))).toBe(true);
    const kinds = await db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('member_id', '=', member.id)
      .orderBy('kind')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['notice', 'reminder']);
  });
});

describe('mail outbox: a refusing or hanging SMTP server', () => {
  it('retries with backoff (451, then 550) and delivers each mail exactly once', async () => {
    const t0 = Date.now();
    const mails = [sampleMail(), sampleMail(), sampleMail()];
    for (const mail of mails) await enqueueMail(t.app.ctx.db, mail, t0);

    smtp.refuseNext(3, 451);
    expect(await runAt(t, t0)).toEqual({ sent: 0, retried: 3, failed: 0, lost: 0, deferred: 0 });
    for (const mail of mails) {
      expect(await outboxRow(t, mail.to)).toMatchObject({
        status: 'queued',
        attempts: 1,
        next_attempt_at: t0 + 30_000,
        claimed_by: null,
        last_error: expect.stringContaining('451'),
      });
    }
    // Not due before its backoff: the server is not asked.
    expect((await runAt(t, t0 + 29_000)).retried).toBe(0);
    expect(smtp.state.attempts).toBe(3);

    smtp.refuseNext(3, 550);
    expect(await runAt(t, t0 + 30_000)).toMatchObject({ sent: 0, retried: 3 });
    const second = await outboxRow(t, mails[0]?.to ?? '');
    expect(second).toMatchObject({ attempts: 2, next_attempt_at: t0 + 30_000 + MINUTE });
    expect(second.last_error).toContain('550');

    expect(await runAt(t, t0 + 90_000)).toEqual({
      sent: 3,
      retried: 0,
      failed: 0,
      lost: 0,
      deferred: 0,
    });
    expect(await runAt(t, t0 + 24 * 60 * MINUTE)).toMatchObject({ sent: 0, retried: 0 });
    expect(smtp.state.received).toHaveLength(3);
    for (const mail of mails) {
      expect(smtp.countsByRecipient().get(mail.to)).toBe(1);
      expect(await outboxRow(t, mail.to)).toMatchObject({ status: 'sent', attempts: 3 });
    }
  });

  it('retries a mail the server left hanging past the time-out', async () => {
    const t0 = Date.now();
    const mail = sampleMail();
    await enqueueMail(t.app.ctx.db, mail, t0);
    smtp.state.mode = 'hang';
    const started = Date.now();
    expect(await runAt(t, t0)).toMatchObject({ sent: 0, retried: 1 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await outboxRow(t, mail.to)).last_error).toMatch(/timeout/i);

    smtp.state.mode = 'accept';
    expect(await runAt(t, t0 + 30_000)).toMatchObject({ sent: 1 });
    expect(smtp.countsByRecipient().get(mail.to)).toBe(1);
  });

  it(`gives a mail up as failed after ${MAX_ATTEMPTS} tries, each later than the one before`, async () => {
    const mail = sampleMail();
    let now = Date.now();
    await enqueueMail(t.app.ctx.db, mail, now);
    smtp.state.mode = 'refuse';
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const summary = await runAt(t, now);
      const row = await outboxRow(t, mail.to);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(summary).toMatchObject({ retried: 1, failed: 0 });
        waits.push((row.next_attempt_at - now) / 1000);
        now = row.next_attempt_at;
      } else {
        expect(summary).toMatchObject({ retried: 0, failed: 1 });
        expect(row).toMatchObject({ status: 'failed', last_error: expect.stringContaining('550') });
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    smtp.state.mode = 'accept';
    expect(await runAt(t, now + 30 * 24 * 60 * MINUTE)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.state.attempts).toBe(MAX_ATTEMPTS);
    expect(smtp.state.received).toEqual([]);
  });

  it('sends a mail whose worker died mid-send once its lease has run out, and only then', async () => {
    const t0 = Date.now();
    const mail = sampleMail();
    await enqueueMail(t.app.ctx.db, mail, t0);
    const [claimed] = await claimDueMail(t.app.ctx.db, {
      now: t0,
      instanceId: 'died',
      batch: 10,
      leaseMs: LEASE_MS,
    });
    expect(claimed).toMatchObject({ status: 'sending', claimed_by: 'died', attempts: 1 });

    expect((await runAt(t, t0 + LEASE_MS - 1)).sent).toBe(0);
    expect(await runAt(t, t0 + LEASE_MS)).toMatchObject({ sent: 1, lost: 0 });
    expect(smtp.countsByRecipient().get(mail.to)).toBe(1);
    expect(await outboxRow(t, mail.to)).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead worker's late mark finds its claim gone and changes nothing.
    expect(await markSent(t.app.ctx.db, claimed!, t0 + 1)).toBe(false);
    expect((await outboxRow(t, mail.to)).sent_at).toBe(t0 + LEASE_MS);
  });

  it('gives back, untried, what is left of a batch once half its lease is gone', async () => {
    const t0 = Date.now();
    const mails = [sampleMail(), sampleMail(), sampleMail()];
    for (const [i, mail] of mails.entries()) await enqueueMail(t.app.ctx.db, mail, t0 + i);
    smtp.state.mode = 'hang';
    // One send at a time; the first hangs for the 1.5 s time-out, past half of a 2 s lease.
    const { db, mailer } = t.app.ctx;
    const summary = await runDueMail({
      db,
      mailer,
      now: t0 + 10,
      instanceId: 'slow',
      parallel: 1,
      leaseMs: 2000,
    });
    expect(summary).toEqual({ sent: 0, retried: 1, failed: 0, lost: 0, deferred: 2 });
    expect(smtp.state.attempts).toBe(1);
    for (const mail of mails.slice(1)) {
      expect(await outboxRow(t, mail.to)).toMatchObject({
        status: 'queued',
        attempts: 0,
        next_attempt_at: t0 + 10,
        claimed_by: null,
      });
    }
    smtp.state.mode = 'accept';
    expect(await runAt(t, t0 + 10)).toMatchObject({ sent: 2, deferred: 0 });
  });
});
