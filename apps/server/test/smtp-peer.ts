import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts, refuses the recipient (with a given
 * 4xx or 5xx code), or hangs in DATA (reads the message and never answers, until the client's
 * socket time-out). `refuseNext(n)` refuses the next n recipients, then accepts again. Only
 * accepted messages are recorded in `received`; `attempts` counts every recipient offered.
 */
export type SmtpMode = 'accept' | 'refuse' | 'hang';

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

export async function startSmtpPeer() {
  const state = {
    mode: 'accept' as SmtpMode,
    /** The reply code while refusing: 451 (try again later) or 550 (mailbox unavailable) … */
    refuseCode: 550,
    /** Recipients still to refuse before accepting again (mode stays as it is meanwhile). */
    refusalsLeft: 0,
    attempts: 0,
    received: [] as ReceivedMail[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.attempts++;
      const refuse = state.refusalsLeft > 0 || state.mode === 'refuse';
      if (state.refusalsLeft > 0) state.refusalsLeft--;
      if (!refuse) return callback();
      const text = state.refuseCode < 500 ? 'Try again later' : 'Mailbox unavailable';
      callback(Object.assign(new Error(text), { responseCode: state.refuseCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.mode === 'hang') return;
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        state.received.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    port,
    url: `smtp://127.0.0.1:${port}`,
    refuseNext(count: number, code = 550) {
      state.refusalsLeft = count;
      state.refuseCode = code;
    },
    /** How many messages each recipient received. */
    countsByRecipient() {
      const counts = new Map<string, number>();
      for (const mail of state.received) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      return counts;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * A test file of server instances: one SMTP peer for the file (started before its first test,
 * stopped after its last, its state reset after each test) and the cleanups a test registers
 * with `onCleanup`, run newest first after it (an app closes before its database is dropped).
 */
export function useInstancesHarness() {
  let peer: SmtpPeer | undefined;
  let cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
    if (peer)
      Object.assign(peer.state, { mode: 'accept', refusalsLeft: 0, attempts: 0, received: [] });
  });
  afterAll(async () => {
    await peer?.stop();
  });
  return {
    get smtp(): SmtpPeer {
      if (!peer) throw new Error('The SMTP peer starts in beforeAll; use it inside a test.');
      return peer;
    },
    onCleanup: (cleanup: () => Promise<void> | void) => void cleanups.push(cleanup),
  };
}
