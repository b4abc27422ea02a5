import { describe, expect, it } from 'vitest';
import { headerOf, subjectOf } from './support/mailbox.ts';

/**
 * The mail helpers' Subject reader (support/mailbox.ts), which the account and notification tests
 * rely on: nodemailer splits a long Chinese subject into several encoded words (the raw headers
 * below are its output), and the space between two words is folding, not text.
 */
describe('subjectOf', () => {
  it('reads a subject split into encoded words whole, with no space where it was split', () => {
    const raw = [
      'To: member@example.com',
      'Subject: =?UTF-8?B?5oKo55qE5Lia5Yqh54q25oCB5bey5pu05paw5Li6?=',
      ' =?UTF-8?B?5bey55Sf5pWI77yM6K+355m75b2V5p+l55yL6K+m?=',
      'Content-Type: text/plain',
      '',
      'Subject: not this one',
    ].join('\r\n');
    expect(subjectOf(raw)).toBe('您的业务状态已更新为已生效，请登录查看详');
  });

  it('reads quoted-printable words and plain subjects as they are', () => {
    expect(subjectOf('Subject: =?UTF-8?Q?Code_123456_=E2=80=94_valid?=\r\n\r\n')).toBe(
      'Code 123456 — valid',
    );
    expect(subjectOf('Subject: Your business is now In force\n\nbody')).toBe(
      'Your business is now In force',
    );
  });
});

describe('headerOf', () => {
  it('reads the header named, unfolded, and only from the headers', () => {
    const raw = [
      'From: Insurance <no-reply@example.com>',
      'To: =?UTF-8?B?5byg5LiJ?= <member@example.com>,',
      ' staff@example.com',
      'Subject: Code 123456',
      '',
      'To: body@example.com',
    ].join('\r\n');
    expect(headerOf(raw, 'To')).toBe('张三 <member@example.com>, staff@example.com');
    expect(headerOf(raw, 'Cc')).toBe('');
  });
});
