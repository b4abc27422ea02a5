import { describe, expect, it } from 'vitest';
import { DEFAULT_VALIDATION_MESSAGE, isNumber, validate } from './validators.ts';
import type { Rule } from './validators.ts';

const check = (rule: Omit<Rule, 'name'>, value: unknown, extra: Record<string, unknown> = {}) =>
  validate({ v: value, ...extra }, [{ name: 'v', ...rule }]).ok;

describe('SPEC §5 validators', () => {
  it.each<[string, Omit<Rule, 'name'>, unknown[], unknown[]]>([
    ['required', { type: 'required' }, ['a', 0], ['', '   ', undefined, null]],
    [
      'number',
      { type: 'number' },
      ['1', '-2.5', '0.75', ' 3 '],
      ['', 'abc', '0x1f', '1e3', 'Infinity'],
    ],
    ['int', { type: 'int' }, ['12', '-3'], ['1.5', 'a', '']],
    ['phone', { type: 'phone' }, ['13800138000'], ['23800138000', '1380013800', '138001380001']],
    [
      'email',
      { type: 'email' },
      ['a@b.co', 'first.last+tag@example.com'],
      ['a@b', 'a b@c.com', '@x.com'],
    ],
    ['pwd', { type: 'pwd' }, ['123456', 'a'.repeat(16)], ['12345', 'a'.repeat(17)]],
    [
      'hwpwd',
      { type: 'hwpwd' },
      ['abc123', 'A1'.repeat(9)],
      ['abcdef', '123456', 'abc 123', 'a1'.repeat(10)],
    ],
    [
      'inviteCode',
      { type: 'inviteCode' },
      ['ABC123', 'a'.repeat(16)],
      ['abc12', 'abc-123', 'a'.repeat(17)],
    ],
    ['account', { type: 'account' }, ['13800138000', 'a@b.co'], ['12345', 'nobody']],
    ['range', { type: 'range', min: 2, max: 5 }, ['2', '5', '3.5'], ['1', '6', 'x']],
    ['lengthRange', { type: 'lengthRange', min: 2, max: 3 }, ['ab', '陈大文'], ['a', 'abcd']],
    ['regex', { type: 'regex', regex: /^x+$/g }, ['x', 'xx'], ['y', '']],
  ])('%s', (_name, rule, good, bad) => {
    for (const value of good) expect(check(rule, value), String(value)).toBe(true);
    for (const value of bad) expect(check(rule, value), String(value)).toBe(false);
  });

  it('equals compares with the other field', () => {
    expect(check({ type: 'equals', eqName: 'w' }, 'abc', { w: 'abc' })).toBe(true);
    expect(check({ type: 'equals', eqName: 'w' }, 'abc', { w: 'abd' })).toBe(false);
  });

  it('a global regex gives the same answer every time', () => {
    const rule: Omit<Rule, 'name'> = { type: 'regex', regex: /x/g };
    expect([check(rule, 'x'), check(rule, 'x'), check(rule, 'x')]).toEqual([true, true, true]);
  });

  it("answers the first failing rule's message, or the default one", () => {
    const rules: Rule[] = [
      { name: 'email', type: 'required', msg: 'validation.required' },
      { name: 'email', type: 'email' },
    ];
    expect(validate({ email: '' }, rules)).toEqual({
      ok: false,
      name: 'email',
      message: 'validation.required',
    });
    expect(validate({ email: 'nope' }, rules)).toEqual({
      ok: false,
      name: 'email',
      message: DEFAULT_VALIDATION_MESSAGE,
    });
    expect(DEFAULT_VALIDATION_MESSAGE).toBe('validation.default');
    expect(validate({ email: 'a@b.co' }, rules)).toEqual({ ok: true });
  });

  it('isNumber takes decimal notation only', () => {
    expect(isNumber('12.')).toBe(true);
    expect(isNumber('.5')).toBe(true);
    expect(isNumber('.')).toBe(false);
  });
});
