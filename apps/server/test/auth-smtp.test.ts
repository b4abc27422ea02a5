import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmtpApp, injectMailcode, uniqueEmail } from './auth-helpers.ts';

/**
 * The mail path end to end: the app builds its own mailer from SMTP_URL (no test mailer), and a
 * real SMTP peer on 127.0.0.1 receives or refuses. buildSmtpApp keeps it on the embedded
 * database: what is under test is the SMTP conversation, not the dialect.
 */
interface Received {
  to: string[];
  subject: string;
  raw: string;
}

async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function mailcode(app: FastifyInstance, accountNo: string) {
  const res = await injectMailcode(app, accountNo);
  return res.json() as { code: number; msg: string; data: unknown };
}

describe('verification codes over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Awaited<ReturnType<typeof buildSmtpApp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await buildSmtpApp(`smtp://127.0.0.1:${smtp.port}`, {
      MAIL_FROM: 'no-reply@example.com',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('delivers the code, readable in the subject', async () => {
    const email = uniqueEmail('smtp');
    const res = await mailcode(server.app, email);
    expect(res).toEqual({ code: 200, msg: 'Verification Code Sent Successfully', data: null });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual([email]);
    expect(message?.subject).toMatch(/^Your verification code \d{6}$/);
    expect(message?.raw).toMatch(/^From: no-reply@example\.com$/im);
    expect(message?.raw).toContain('multipart/alternative');
  });
});

describe('an SMTP server that refuses the recipient', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Awaited<ReturnType<typeof buildSmtpApp>>;
  beforeAll(async () => {
    smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(error);
      },
    });
    server = await buildSmtpApp(`smtp://127.0.0.1:${smtp.port}`, {
      MAIL_FROM: 'no-reply@example.com',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('answers code 500 "Verification Code Sending Failed"', async () => {
    const res = await mailcode(server.app, uniqueEmail('smtp'));
    expect(res).toEqual({ code: 500, msg: 'Verification Code Sending Failed', data: null });
    expect(smtp.received).toHaveLength(0);
    const stored = await server.app.ctx.db.selectFrom('email_codes').select('id').execute();
    expect(stored).toHaveLength(0);
  });
});
