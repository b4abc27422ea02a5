import { useCallback, useState } from 'react';
import type * as z from 'zod';
import { fieldMessages } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { asFieldMessages, serverFieldMessages } from '../lib/api-error';
import { toastInvalid } from '../lib/invalid-form';

type Values<S extends z.ZodType> = Record<keyof z.input<S> & string, string>;
export type FieldErrors = Record<string, FieldMessage>;

/**
 * Form state validated with the contract's request schema, so the form and the server agree.
 * The schema is loaded on demand (see features/auth/api/account-contract.ts): `warm` starts the
 * load early, e.g. when the form first gets focus.
 *
 * Errors are catalog keys, translated at render time so they follow a language switch; the
 * server's data.fields texts are already translated and pass through i18next unchanged. A failed
 * check also toasts the first field's message (lib/invalid-form.ts).
 */
export function useZodForm<S extends z.ZodType>(loadSchema: () => Promise<S>, initial: Values<S>) {
  const [values, setValues] = useState<Values<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: keyof Values<S> & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message belonged to the old value; the next submit checks the new one.
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validate = useCallback(async (): Promise<z.output<S> | null> => {
    const schema = await loadSchema();
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const messages = fieldMessages(parsed.error.issues);
    setErrors(messages);
    toastInvalid(messages);
    return null;
  }, [loadSchema, values]);

  const warm = useCallback(() => void loadSchema().catch(() => undefined), [loadSchema]);

  /** Shows a code 400's data.fields beside the fields; true when there were any. */
  const showServerErrors = useCallback((error: unknown): boolean => {
    const fields = serverFieldMessages(error);
    if (Object.keys(fields).length === 0) return false;
    setErrors(asFieldMessages(fields));
    return true;
  }, []);

  const setFieldError = useCallback((name: string, message: FieldMessage) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  return { values, errors, setValue, validate, warm, showServerErrors, setFieldError };
}
