import type * as z from 'zod';
import { translateIssues } from '@app/contract/issues';
import { translate } from '../../i18n/i18n';
import { toastInvalid } from '../../lib/invalid-form';

type Checked<S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> };

/**
 * A body checked with the contract's admin schema before it is sent, so the console refuses
 * what the server would, with the same texts beside the same fields.
 */
export function checkWith<S extends z.ZodType>(schema: S, value: unknown): Checked<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = translateIssues(parsed.error.issues, translate);
  toastInvalid(errors);
  return { ok: false, errors };
}
