import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmtpApp, injectMailcode, uniqueEmail } from '../auth-helpers.ts';
import { startSmtpPeer } from '../smtp-peer.ts';
import type { SmtpPeer } from '../smtp-peer.ts';

/**
 * A mail server that refuses, hangs in DATA, never greets or is not there at all: user/mailcode
 * answers code 500 'Verification Code Sending Failed' within the mailer's time-outs (shortened
 * here through SMTP_URL), and a retry once the server works again delivers a code.
 * test/auth-smtp.test.ts covers the working and the refusing server on their own.
 */
const FAILED = { code: 500, msg: 'Verification Code Sending Failed', data: null };
const TIMEOUTS = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1500';

/** user/mailcode, with how long the answer took. */
async function mailcode(app: FastifyInstance, accountNo: string) {
  const started = Date.now();
  const res = await injectMailcode(app, accountNo);
  const { code, msg, data } = res.json() as typeof FAILED;
  return { answer: { code, msg, data }, ms: Date.now() - started };
}

describe('a flaky SMTP server', () => {
  let smtp: SmtpPeer;
  let server: Awaited<ReturnType<typeof buildSmtpApp>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await buildSmtpApp(`smtp://127.0.0.1:${smtp.port}?${TIMEOUTS}`);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it.each(['refuse', 'hang'] as const)(
    'fails clearly when it %ss, and a retry after recovery delivers the code',
    async (mode) => {
      const email = uniqueEmail(mode);
      smtp.state.mode = mode;
      const failed = await mailcode(server.app, email);
      expect(failed.answer).toEqual(FAILED);
      // Bounded by socketTimeout (1.5 s), not by the defaults (20 s).
      expect(failed.ms).toBeLessThan(5000);
      expect(smtp.state.received.filter((m) => m.to === email)).toEqual([]);

      smtp.state.mode = 'accept';
      // No minute's wait after a failure: the code was never received.
      const retried = await mailcode(server.app, email);
      expect(retried.answer.code).toBe(200);
      const mail = smtp.state.received.filter((m) => m.to === email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toMatch(/\d{6}/);
    },
  );
});

describe('an SMTP server that is silent or absent', () => {
  it('fails clearly when the server accepts the connection but never greets', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const server = await buildSmtpApp(`smtp://127.0.0.1:${port}?${TIMEOUTS}`);
    try {
      const res = await mailcode(server.app, uniqueEmail('silent'));
      expect(res.answer).toEqual(FAILED);
      expect(res.ms).toBeLessThan(5000);
    } finally {
      await server.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('fails clearly when nothing listens on the port', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const server = await buildSmtpApp(`smtp://127.0.0.1:${port}?${TIMEOUTS}`);
    try {
      const res = await mailcode(server.app, uniqueEmail('absent'));
      expect(res.answer).toEqual(FAILED);
      expect(res.ms).toBeLessThan(5000);
    } finally {
      await server.close();
    }
  });
});
