import type * as z from 'zod';

export interface FieldMessage {
  /** A catalog key (messages.ts) or a plain text. */
  key: string;
  params: Record<string, unknown>;
}

/** The params a message key may interpolate, taken from the issue zod reported. */
function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (issue.code === 'too_big') params.max = issue.maximum;
  if (issue.code === 'too_small') params.min = issue.minimum;
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  return params;
}

function issueKey(issue: z.core.$ZodIssue): string {
  const key = issue.message;
  // Our schemas give catalog keys ('validation.email', 'error.commonPassword'); zod's own texts are not.
  if (/^[a-z]+\.[A-Za-z]+$/.test(key)) return key;
  if (issue.code === 'invalid_type') return 'validation.required';
  if (issue.code === 'too_big') return 'validation.tooLong';
  if (issue.code === 'invalid_value') return 'validation.option';
  return 'validation.default';
}

/**
 * The "field is missing" keys, by what the member does to fill the field (SPEC §5 prompts: enter a
 * text, choose from a list or a date, answer yes or no, upload a file). Each has a twin with the
 * field's label, `<key>Label`, used whenever the field's label is known.
 */
const requiredKeys = new Set([
  'validation.required',
  'validation.requiredChoice',
  'validation.requiredAnswer',
  'validation.uploadRequired',
]);

/** The field a path ends in: a section's 'nameCn', a form's 'password' ('' for the whole body). */
const lastSegment = (path: readonly PropertyKey[]): string => String(path.at(-1) ?? '');

/**
 * One message per field (the first issue wins), keyed by the dotted path. Used by the server for
 * data.fields and by the client's forms, so both show the same words beside the same field. A
 * required field's message also names the field, so translateMessage can say which one.
 */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (field in out) continue;
    const key = issueKey(issue);
    const params = issueParams(issue);
    const name = lastSegment(issue.path);
    if (requiredKeys.has(key) && name) params.field = name;
    out[field] = { key, params };
  }
  return out;
}

/** Turns a catalog key and its params into words in the caller's language. */
export type Translate = (key: string, params: Record<string, unknown>) => string;

/** Proper words that keep their capital inside a sentence ('Please enter the Chinese name'). */
const properWords = new Set(['Chinese', 'English']);

/**
 * A label as it reads inside a prompt: 'Date of birth' -> 'date of birth', 'E-mail' -> 'e-mail';
 * 'ID number', 'SWIFT code', 'Chinese name' and every Chinese label stay as they are.
 */
export function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  if (!/^\p{Lu}[\p{Ll}'-]*$/u.test(first) || properWords.has(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * A field message in the caller's language. A required field is prompted with its own label
 * ('Please enter the ID number' / '请输入证件号码'), from the catalog's 'field.<name>' entry: the
 * prompt is one template per kind, interpolated, instead of a written text per field. A field
 * without a label keeps the generic text.
 */
export function translateMessage({ key, params }: FieldMessage, translate: Translate): string {
  const field = params.field;
  if (typeof field !== 'string' || !requiredKeys.has(key)) return translate(key, params);
  const labelKey = `field.${field}`;
  const label = translate(labelKey, {});
  if (!label || label === labelKey) return translate(key, params);
  const inPrompt = key === 'validation.requiredAnswer' ? label : inSentence(label);
  return translate(`${key}Label`, { ...params, label: inPrompt });
}

/**
 * The one way zod issues become translated field messages ({field: text}, `prefix` before each
 * field): the server's data.fields, the back office's answers and the client's own checks.
 */
export function translateIssues(
  issues: readonly z.core.$ZodIssue[],
  translate: Translate,
  prefix = '',
): Record<string, string> {
  return translateFieldMessages(fieldMessages(issues), translate, prefix);
}

/** The same for messages already grouped per field (a submission judges several sections). */
export function translateFieldMessages(
  messages: Record<string, FieldMessage>,
  translate: Translate,
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(messages)) {
    out[prefix + field] = translateMessage(message, translate);
  }
  return out;
}
