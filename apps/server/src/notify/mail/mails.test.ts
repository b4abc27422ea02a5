import { labelIn, languages } from '@app/contract/codes';
import { describe, expect, it } from 'vitest';
import { mailMessages } from './catalog.ts';
import {
  accountChangeMail,
  alreadyRegisteredMail,
  codeMail,
  noAccountMail,
  noticeMail,
  reservationLinkMail,
  staffLinkMail,
} from './mails.ts';

const LINK = 'https://app.example/pda/#/set-password?token=abc&x=<1>';

describe('the mail catalog and its mails', () => {
  it('has every text in every language', () => {
    for (const [key, entry] of Object.entries(mailMessages)) {
      for (const lang of languages) expect(labelIn(lang, entry), `${key} ${lang}`).toBeTruthy();
    }
  });

  it('puts the code and its life in subject, text and html, in every language', () => {
    for (const lang of languages) {
      for (const purpose of ['register', 'forget', 'login'] as const) {
        const mail = codeMail('042917', purpose, 10, lang);
        expect(mail.subject).toContain('042917');
        expect(mail.text).toContain('042917');
        expect(mail.text).toContain(
          labelIn(lang, mailMessages[`mail.code.${purpose}`]).split('{{')[0],
        );
        expect(mail.html).toContain('<strong>042917</strong>');
      }
    }
    expect(codeMail('042917', 'forget', 10, 'zh-CN').text).toContain('10 分钟内');
  });

  it('sends the no-code notices without any code', () => {
    for (const lang of languages) {
      for (const mail of [alreadyRegisteredMail(lang), noAccountMail(lang)]) {
        expect(mail.subject).toBeTruthy();
        expect(mail.text).not.toMatch(/\d{6}/);
        expect(mail.html).toContain(mail.text.slice(0, 10));
      }
    }
  });

  it('writes staff invitations and password links from the catalog, as text and as HTML', () => {
    for (const lang of languages) {
      for (const occasion of ['staffInvitation', 'staffPasswordLink'] as const) {
        const mail = staffLinkMail(lang, occasion, 'Ann <admin>', LINK);
        expect(mail.subject).toBe(labelIn(lang, mailMessages[`mail.${occasion}.subject`]));
        expect(mail.text).toContain(
          `${labelIn(lang, mailMessages[`mail.${occasion}.body`])}\n${LINK}`,
        );
        expect(mail.text).toContain(labelIn(lang, mailMessages[`mail.${occasion}.ignore`]));
        // The link clickable, every value escaped.
        expect(mail.html).toContain(
          '<a href="https://app.example/pda/#/set-password?token=abc&amp;x=&lt;1&gt;">',
        );
        expect(mail.html).toContain('Ann &lt;admin&gt;');
        expect(mail.html).not.toContain('<admin>');
      }
    }
    expect(staffLinkMail('zh-CN', 'staffInvitation', '陈小明', LINK).text).toMatch(
      /^陈小明，您好：\n\n您已获邀使用经纪后台。/,
    );
  });

  it('writes the reservation link in the customer’s language with the product’s name', () => {
    const zh = reservationLinkMail('zh-CN', LINK, '信托');
    const en = reservationLinkMail('en-US', LINK, 'Trust');
    expect(zh.subject).toBe('请填写您的信托预约资料');
    expect(en.subject).toBe('Please complete your Trust reservation');
    for (const mail of [zh, en]) {
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain('<a href="https://app.example/pda/#/set-password?token=abc&amp;');
    }
  });

  it('tells of an account change, and lays a notice out with its links', () => {
    for (const lang of languages) {
      const change = accountChangeMail(
        lang,
        { email: 'a@b.cn', name: 'Ann' },
        'password',
        'staff',
        0,
      );
      expect(change.subject).toBe(
        labelIn(lang, mailMessages['mail.accountChange.password.subject']),
      );
      expect(change.text).toContain('1970-01-01 00:00');
      const notice = noticeMail(
        lang,
        { title: 'T', body: 'one\ntwo' },
        { open: 'https://app.example/#/x', settings: 'https://app.example/#/s' },
      );
      expect(notice.subject).toBe('T');
      expect(notice.text.split('\n\n').slice(0, 2)).toEqual(['one', 'two']);
      expect(notice.html).toContain(
        `<a href="https://app.example/#/s">${labelIn(lang, mailMessages['mail.notice.settingsLink'])}</a>`,
      );
    }
  });
});
