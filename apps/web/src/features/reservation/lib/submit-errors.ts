import type { SectionName } from '@app/contract/sections/products';

/**
 * A refused submit answers data.fields keyed 'section.field'. They are kept for the session so the
 * overview marks the sections to fix and each section form shows its messages beside the fields.
 */
const key = (token: string) => `submit-errors:${token}`;

export type SubmitErrors = Partial<Record<SectionName, Record<string, string>>>;

export function readSubmitErrors(token: string): SubmitErrors {
  try {
    const raw = sessionStorage.getItem(key(token));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as SubmitErrors) : {};
  } catch {
    return {};
  }
}

function write(token: string, errors: SubmitErrors): void {
  try {
    if (Object.keys(errors).length === 0) sessionStorage.removeItem(key(token));
    else sessionStorage.setItem(key(token), JSON.stringify(errors));
  } catch {
    // The marks are a convenience; the server refuses again on the next submit.
  }
}

/** Groups 'section.field' messages by section; a bare key is kept under its own name. */
export function groupBySection(fields: Record<string, string>): SubmitErrors {
  const out: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const dot = path.indexOf('.');
    const section = dot > 0 ? path.slice(0, dot) : path;
    const field = dot > 0 ? path.slice(dot + 1) : '_';
    out[section] = { ...out[section], [field]: message };
  }
  return out as SubmitErrors;
}

export function saveSubmitErrors(token: string, fields: Record<string, string>): SubmitErrors {
  const grouped = groupBySection(fields);
  write(token, grouped);
  return grouped;
}

export function clearSubmitErrors(token: string, section?: SectionName): void {
  if (!section) return write(token, {});
  const errors = readSubmitErrors(token);
  delete errors[section];
  write(token, errors);
}
