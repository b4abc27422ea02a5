import crypto from 'node:crypto';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError, invalid, tooMany } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import { clear, hit } from '../../http/throttle.ts';
import type { RenderedMail } from '../../notify/mail/html-page.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import {
  alreadyRegisteredMail,
  codeMail,
  mailKinds,
  noAccountMail,
} from '../../notify/mail/mails.ts';
import { enqueueAwaitedMail } from '../../notify/mail/outbox.ts';
import { withdrawMail } from '../../notify/mail/outbox-repository.ts';
import { mailedNow } from '../../notify/mail/outbox-worker.ts';
import { securityEvent } from '../../security/events.ts';
import { newId, randomToken, safeEqual, sha256 } from '../../sessions/tokens.ts';
import * as codes from './email-codes-repository.ts';
import type { CodePurpose, CodeRowPurpose } from './email-codes-repository.ts';
import * as members from './members-repository.ts';

export const CODE_LIFETIME_MS = 10 * 60_000;
/** After this many wrong guesses a code is dead, even for the right digits. */
export const MAX_WRONG_ATTEMPTS = 5;
/** One mail per address per minute: the client's countdown (SPEC §4) says the same. */
const RESEND_INTERVAL_MS = 60_000;
/** Caps how many addresses one client can have mailed: the form must not become a spam relay. */
const MAILS_PER_IP = { limit: 20, windowMs: 60 * 60_000 };
const CHECK_WINDOW_MS = 60 * 60_000;
/** Code checks per client address across e-mail addresses: one client guessing many mailboxes. */
const CHECKS_PER_CLIENT = 30;
/** Code checks per e-mail address from one client address. */
const CHECKS_PER_EMAIL_AND_CLIENT = 10;
/**
 * Code checks per e-mail address from every client address together beyond which the mailbox
 * counts as attacked: a fresh code resets its own 5 tries, so many clients asking for new codes
 * could otherwise keep guessing. Beyond it no check is refused (the owner's right code from a
 * clean address still works), but each wrong guess kills the code it was made against, so every
 * mailed code (one a minute at most) gets one guess.
 */
const CHECKS_PER_EMAIL_UNDER_ATTACK = 10;

/** Who checks a code: their address for the limits, the request's log for security events. */
export interface CodeClient {
  ip: string;
  log: FastifyBaseLogger;
}

export interface MailCodeDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  lang: Language;
  ip: string;
}

/**
 * Codes are stored as SHA-256 of the row id and the code, so the table never holds a usable code
 * in clear. Six digits are cheap to brute-force offline; what protects them is their ten-minute
 * life, single use and the attempt limits, and a pepper would have to be shared configuration.
 */
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

const resendKey = (email: string) => `mailcode:to:${email}`;

export function codeIncorrect(lang: Language): AppError {
  return invalid({ code: t('code.incorrect', lang) }, 'code.incorrect');
}

/**
 * user/mailcode. Answers alike whether or not the address has an account: who asks to register
 * a taken address gets an "already registered" mail, who asks to reset an unknown one a "no
 * account" mail, instead of a code. Both count against the same limits and cost the same time.
 */
export async function requestCode(
  deps: MailCodeDeps,
  { email, purpose, lang, ip }: CodeRequest,
  now = Date.now(),
): Promise<void> {
  const { db, log } = deps;
  const perIp = await hit(db, `mailcode:ip:${ip}`, MAILS_PER_IP.limit, MAILS_PER_IP.windowMs, now);
  if (!perIp.allowed) throw tooMany(perIp.retryAfter);
  const perAddress = await hit(db, resendKey(email), 1, RESEND_INTERVAL_MS, now);
  if (!perAddress.allowed) throw tooMany(perAddress.retryAfter, 'code.wait');

  const member = await members.findByEmail(db, email);
  let newCode: Parameters<typeof codes.insert>[1] | undefined;
  let mail: RenderedMail;
  let kind: string;
  if (purpose === 'register' && member) {
    [mail, kind] = [alreadyRegisteredMail(lang), mailKinds.registered];
  } else if (purpose !== 'register' && !member) {
    // A reset or a code login for an address without an account: told by mail, not here.
    [mail, kind] = [noAccountMail(lang), mailKinds.noAccount];
  } else {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const id = newId();
    newCode = {
      id,
      email,
      purpose,
      code_hash: codeHash(id, code),
      created_at: now,
      expires_at: now + CODE_LIFETIME_MS,
      attempts: 0,
      used_at: null,
    };
    [mail, kind] = [codeMail(code, purpose, CODE_LIFETIME_MS / 60_000, lang), mailKinds.code];
  }
  const codeId = newCode?.id;
  // The code and its mail commit together; the mail goes out at once, not at the worker's run.
  const mailId = await db.transaction().execute(async (trx) => {
    if (newCode) await codes.insert(trx, newCode);
    return enqueueAwaitedMail(trx, { to: email, kind, language: lang, ...mail }, now);
  });

  if (!(await mailedNow(deps, mailId))) {
    // The caller is told to ask again, so the mail is taken back rather than retried (a code
    // arriving after "sending failed" would be one they no longer wait for), and a code nobody
    // received must not block the retry: forget it and the minute's wait.
    const taken = await db.transaction().execute(async (trx) => {
      const row = await withdrawMail(trx, mailId);
      if (codeId) await codes.remove(trx, codeId);
      return row;
    });
    log.error({ err: taken?.error, purpose }, 'verification mail not sent');
    await clear(db, resendKey(email));
    throw new AppError(BodyCode.serverError, 'code.sendFailed');
  }
  // Only now is the new code certainly on its way; until here an older one stays valid.
  if (codeId) await codes.removeOthers(db, codeId, email, purpose, now - CODE_LIFETIME_MS);
}

/**
 * The code, or the proof token user/checkEmailCode answered for it: either way the id of the row
 * to consume in the transaction that uses it. A wrong token counts like a wrong code.
 */
export async function checkCodeOrToken(
  db: Db,
  email: string,
  purpose: CodePurpose,
  given: { code?: string | undefined; codeToken?: string | undefined },
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<string> {
  // The token first: once checkEmailCode has spent the code, a form may still carry its digits.
  if (given.codeToken) {
    return checkCode(db, email, `${purpose}Proof`, given.codeToken, lang, client, now);
  }
  return checkCode(db, email, purpose, given.code ?? '', lang, client, now);
}

/**
 * user/checkEmailCode: the code is checked (a wrong one counts as a try) and used up, and a proof
 * token is answered in its place, good once within the code's lifetime for the same purpose.
 */
export async function exchangeCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<string> {
  const codeId = await checkCode(db, email, purpose, code, lang, client, now);
  const token = randomToken();
  const proofId = newId();
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId, lang, now);
    await codes.insert(trx, {
      id: proofId,
      email,
      purpose: `${purpose}Proof`,
      code_hash: codeHash(proofId, token),
      created_at: now,
      expires_at: now + CODE_LIFETIME_MS,
      attempts: 0,
      used_at: null,
    });
  });
  return token;
}

/**
 * Checks a code without using it up, and answers its id for consumeCode. Checks are counted per
 * client address and per e-mail address from that client (either may refuse, code 429), and per
 * e-mail address from everywhere (never refuses; see CHECKS_PER_EMAIL_UNDER_ATTACK), so checks
 * from other addresses never block the owner's own. Wrong guesses are counted outside any
 * transaction, so a later rollback cannot undo them.
 */
export async function checkCode(
  db: Db,
  email: string,
  purpose: CodeRowPurpose,
  code: string,
  lang: Language,
  client: CodeClient,
  now = Date.now(),
): Promise<string> {
  const { ip, log } = client;
  const limits = [
    [`mailcode:check:ip:${ip}`, CHECKS_PER_CLIENT, 'too many code checks from this address'],
    [`mailcode:check:${email}:ip:${ip}`, CHECKS_PER_EMAIL_AND_CLIENT, 'too many code checks'],
  ] as const;
  for (const [key, limit, reason] of limits) {
    const count = await hit(db, key, limit, CHECK_WINDOW_MS, now);
    if (!count.allowed) {
      securityEvent(log, 'login.locked', { ip, reason });
      throw tooMany(count.retryAfter);
    }
  }
  const overall = await hit(db, `mailcode:check:${email}`, Infinity, CHECK_WINDOW_MS, now);
  const row = await codes.findLatestUnused(db, email, purpose);
  if (!row || Number(row.expires_at) <= now || row.attempts >= MAX_WRONG_ATTEMPTS) {
    securityEvent(log, 'login.failed', { ip, reason: 'no live e-mail code' });
    throw codeIncorrect(lang);
  }
  if (!safeEqual(codeHash(row.id, code), row.code_hash)) {
    const attacked = overall.count > CHECKS_PER_EMAIL_UNDER_ATTACK;
    await codes.addFailedAttempt(db, row.id, MAX_WRONG_ATTEMPTS, attacked);
    securityEvent(log, 'login.failed', {
      ip,
      reason: attacked
        ? 'wrong e-mail code, code killed (address under attack)'
        : 'wrong e-mail code',
    });
    throw codeIncorrect(lang);
  }
  return row.id;
}

/** Uses a checked code up, inside the caller's transaction: it commits with the change it allowed. */
export async function consumeCode(db: Db, id: string, lang: Language, now = Date.now()) {
  if (!(await codes.markUsed(db, id, now, MAX_WRONG_ATTEMPTS))) throw codeIncorrect(lang);
}
