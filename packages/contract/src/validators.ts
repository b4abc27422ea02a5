/**
 * SPEC §5 generic validators. Each rule names a field and a type; validate() checks the rules in
 * order and answers the first failure's message key (the rule's own, or 'validation.default').
 */
export type RuleType =
  | 'required'
  | 'equals'
  | 'number'
  | 'int'
  | 'phone'
  | 'email'
  | 'pwd'
  | 'hwpwd'
  | 'inviteCode'
  | 'account'
  | 'range'
  | 'lengthRange'
  | 'regex';

export interface Rule {
  name: string;
  type: RuleType;
  msg?: string;
  /** equals: the other field. */
  eqName?: string;
  min?: number;
  max?: number;
  regex?: RegExp;
}

export type ValidationResult = { ok: true } | { ok: false; name: string; message: string };

export const DEFAULT_VALIDATION_MESSAGE = 'validation.default';

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isPhone = (v: string): boolean => /^1\d{10}$/.test(v);
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL.test(v);
export const isPwd = (v: string): boolean => v.length >= 6 && v.length <= 16;
export const isHwpwd = (v: string): boolean =>
  /^[A-Za-z0-9]{6,18}$/.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v);
export const isInviteCode = (v: string): boolean => /^[A-Za-z0-9]{6,16}$/.test(v);
export const isAccount = (v: string): boolean => isPhone(v) || isEmail(v);
// Decimal notation only: Number() would also take '0x1f', '1e3' and 'Infinity'.
export const isNumber = (v: string): boolean => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim());
export const isInt = (v: string): boolean => /^-?\d+$/.test(v);
/** The product's password rule: 6-16 characters with at least one letter and one digit. */
export const isPassword = (v: string): boolean => isPwd(v) && /[A-Za-z]/.test(v) && /\d/.test(v);

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function passes(rule: Rule, data: Record<string, unknown>): boolean {
  const text = asText(data[rule.name]);
  switch (rule.type) {
    case 'required':
      return text.trim() !== '';
    case 'equals':
      return rule.eqName !== undefined && text === asText(data[rule.eqName]);
    case 'number':
      return isNumber(text);
    case 'int':
      return isInt(text);
    case 'phone':
      return isPhone(text);
    case 'email':
      return isEmail(text);
    case 'pwd':
      return isPwd(text);
    case 'hwpwd':
      return isHwpwd(text);
    case 'inviteCode':
      return isInviteCode(text);
    case 'account':
      return isAccount(text);
    case 'range': {
      if (!isNumber(text)) return false;
      const n = Number(text);
      return (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max);
    }
    case 'lengthRange': {
      const length = [...text].length;
      return (
        (rule.min === undefined || length >= rule.min) &&
        (rule.max === undefined || length <= rule.max)
      );
    }
    case 'regex':
      return (
        rule.regex !== undefined &&
        new RegExp(rule.regex.source, rule.regex.flags.replace('g', '')).test(text)
      );
  }
}

export function validate(data: Record<string, unknown>, rules: readonly Rule[]): ValidationResult {
  for (const rule of rules) {
    if (!passes(rule, data)) {
      return { ok: false, name: rule.name, message: rule.msg ?? DEFAULT_VALIDATION_MESSAGE };
    }
  }
  return { ok: true };
}
