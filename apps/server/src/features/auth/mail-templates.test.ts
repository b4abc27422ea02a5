import { languages } from '@app/contract/codes';
import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMail,
  authMailMessages,
  codeMail,
  noAccountMail,
} from './mail-templates.ts';

describe('auth mail templates', () => {
  it('has every text in both languages', () => {
    for (const [key, entry] of Object.entries(authMailMessages)) {
      for (const lang of languages) expect(entry[lang], `${key} ${lang}`).toBeTruthy();
    }
  });

  it('puts the code and its life in subject, text and html, in both languages', () => {
    for (const lang of languages) {
      for (const purpose of ['register', 'forget'] as const) {
        const mail = codeMail('a@b.cn', '042917', purpose, 10, lang);
        expect(mail.to).toBe('a@b.cn');
        expect(mail.subject).toContain('042917');
        expect(mail.text).toContain('042917');
        expect(mail.text).toContain('10');
        expect(mail.html).toContain('<strong>042917</strong>');
      }
    }
    expect(codeMail('a@b.cn', '042917', 'forget', 10, 'zh-CN').text).toContain('10 分钟内');
  });

  it('sends notices without any code', () => {
    for (const lang of languages) {
      for (const mail of [alreadyRegisteredMail('a@b.cn', lang), noAccountMail('a@b.cn', lang)]) {
        expect(mail.subject).toBeTruthy();
        expect(mail.text).not.toMatch(/\d{6}/);
        expect(mail.html).toContain(mail.text.slice(0, 10));
      }
    }
  });
});
