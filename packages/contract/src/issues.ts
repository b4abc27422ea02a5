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
 * One message per field (the first issue wins), keyed by the dotted path. Used by the server for
 * data.fields and by the client's forms, so both show the same words beside the same field.
 */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in out)) out[field] = { key: issueKey(issue), params: issueParams(issue) };
  }
  return out;
}

/** Turns a catalog key and its params into words in the caller's language. */
export type Translate = (key: string, params: Record<string, unknown>) => string;

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
    out[prefix + field] = translate(message.key, message.params);
  }
  return out;
}
