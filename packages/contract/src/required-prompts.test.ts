import { describe, expect, it } from 'vitest';
import { accountFieldLabels } from './account-labels.ts';
import { loginRequest, registerRequest } from './calls/account.ts';
import { catalog } from './catalog.ts';
import type { Language } from './codes.ts';
import { inSentence, translateIssues } from './issues.ts';
import { translate } from './messages.ts';
import { fieldLabels, fieldRows } from './sections/labels.ts';
import { sectionSchema } from './sections/registry.ts';
import { validSection, without } from './testing/fixtures.ts';

const today = '2026-03-01';
const words = (lang: Language) => (key: string, params: Record<string, unknown>) =>
  translate(catalog, key, lang, params);

function missing(section: 'applicant' | 'upload', key: string, lang: Language) {
  const data = without(validSection(section, 'insurance', today), key);
  const parsed = sectionSchema(section, 'insurance', { today }).safeParse(data);
  if (parsed.success) throw new Error(`${key} was not required`);
  return translateIssues(parsed.error.issues, words(lang))[key];
}

describe('required prompts (SPEC §5)', () => {
  it.each([
    ['applicant', 'idNumber', 'zh-CN', '请输入证件号码'],
    ['applicant', 'idNumber', 'en-US', 'Please enter the ID number'],
    ['applicant', 'idType', 'zh-CN', '请选择证件类型'],
    ['applicant', 'idType', 'en-US', 'Please choose the ID type'],
    ['applicant', 'birthDate', 'en-US', 'Please choose the date of birth'],
    ['applicant', 'nameCn', 'en-US', 'Please enter the Chinese name'],
    ['applicant', 'smoking', 'zh-CN', '请选择是否吸烟'],
    ['applicant', 'smoking', 'en-US', 'Please answer: Smoker'],
    ['applicant', 'heightCm', 'zh-CN', '请输入身高（CM）'],
    ['upload', 'idCardFront', 'zh-CN', '请上传身份证正面'],
    ['upload', 'idCardFront', 'en-US', 'Please upload the ID card front'],
  ] as const)('%s.%s in %s: %s', (section, key, lang, expected) => {
    expect(missing(section, key, lang)).toBe(expected);
  });

  it('prompts the account forms with their own fields', () => {
    const login = loginRequest.safeParse({ account: '', password: '' });
    expect(translateIssues(login.error?.issues ?? [], words('en-US'))).toEqual({
      account: 'Please enter the e-mail',
      password: 'Please enter the password',
    });
    const register = registerRequest.safeParse({});
    const zh = translateIssues(register.error?.issues ?? [], words('zh-CN'));
    expect(zh).toMatchObject({
      name: '请输入姓名',
      mobile: '请输入手机号码',
      email: '请输入电子邮箱',
    });
  });

  it('keeps the generic text for a field without a label', () => {
    const issues = [{ code: 'custom', path: ['nothing'], message: 'validation.required' }] as const;
    expect(translateIssues(issues as never, words('en-US'))).toEqual({
      nothing: 'This field is required',
    });
  });

  it('writes a label inside a sentence, keeping acronyms and proper words', () => {
    expect(inSentence('Date of birth')).toBe('date of birth');
    expect(inSentence('E-mail')).toBe('e-mail');
    expect(inSentence('ID number')).toBe('ID number');
    expect(inSentence('SWIFT code')).toBe('SWIFT code');
    expect(inSentence('English name (pinyin)')).toBe('English name (pinyin)');
    expect(inSentence('证件号码')).toBe('证件号码');
  });

  it('gives a field the account forms share with a section the words of the section table', () => {
    const shared = fieldRows.filter((row) => `field.${row.key}` in accountFieldLabels);
    expect(shared.map((row) => row.key)).toContain('email');
    for (const { key, zh, hk, en } of shared) {
      expect(accountFieldLabels[`field.${key}`]).toEqual({ 'zh-CN': zh, 'zh-HK': hk, 'en-US': en });
      expect(fieldLabels).not.toHaveProperty(`field.${key}`);
    }
  });
});
