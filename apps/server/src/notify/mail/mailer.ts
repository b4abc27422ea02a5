import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { newId } from '../../sessions/tokens.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real mail over SMTP_URL; without it each message is written to DATA_DIR/outbox as an .eml file
 * (mode 0600) and its file name logged, so a developer can read the codes without a mail server
 * while the log holds no code. `pool` keeps up to 5
 * SMTP connections open and sends one after the other over them (the outbox worker): servers
 * often pause before greeting a new connection (smtp-server 100 ms, Postfix's postscreen
 * seconds), which then is paid once, not per mail.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
  options: { pool?: boolean } = {},
): Mailer {
  if (config.smtpUrl) {
    // Time-outs keep a hung SMTP server from holding a request for minutes.
    const url = new URL(config.smtpUrl);
    for (const [name, value] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
      ...(options.pool ? [['pool', 'true']] : []),
    ]) {
      if (!url.searchParams.has(name as string))
        url.searchParams.set(name as string, value as string);
    }
    const transport: Transporter = nodemailer.createTransport(url.toString());
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${Date.now()}-${newId()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Never the subject or body: a code mail carries its code in both (read the file instead).
      log.info({ to: message.to, file }, 'mail written to outbox');
    },
    close: () => undefined,
  };
}
