import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP peer on 127.0.0.1: the server under test sends its codes here. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      secure: false,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            subject: subjectOf(raw),
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a mail to the address and returns the 6-digit code in its subject or body. */
  async waitForCode(address: string, after = 0, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.messages.slice(after).find((m) => m.to.includes(address.toLowerCase()));
      const code =
        mail && (/\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.raw)?.[1]);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code mailed to ${address}`);
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and ?Q?); the space between two is not text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A header of a raw mail (an SMTP peer's, an outbox .eml file's): unfolded and decoded. */
export function headerOf(raw: string, name: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers)?.[1] ?? '';
  return decodeEncodedWords(folded.replace(/\r?\n[ \t]/g, ' '));
}

/** The Subject of a raw mail, unfolded and decoded. */
export const subjectOf = (raw: string): string => headerOf(raw, 'Subject');
