import { useCallback, useState } from 'react';
import type * as z from 'zod';
import { fieldMessages } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { serverFieldMessages } from '../lib/api-error';

type Values<S extends z.ZodType> = Record<keyof z.input<S> & string, string>;
export type FieldErrors = Record<string, FieldMessage>;

/**
 * Form state validated with the contract's request schema, so the form and the server agree.
 * Errors are catalog keys (translated at render time, so they follow a language switch); the
 * server's data.fields texts are already translated and are used as they are.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
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

  const validate = useCallback((): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldMessages(parsed.error.issues));
    return null;
  }, [schema, values]);

  /** Shows a code 400's data.fields beside the fields; true when there were any. */
  const showServerErrors = useCallback((error: unknown): boolean => {
    const fields = serverFieldMessages(error);
    const entries = Object.entries(fields);
    if (entries.length === 0) return false;
    setErrors(
      Object.fromEntries(entries.map(([field, text]) => [field, { key: text, params: {} }])),
    );
    return true;
  }, []);

  const setFieldError = useCallback((name: string, message: FieldMessage) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  return { values, errors, setValue, validate, showServerErrors, setFieldError };
}
