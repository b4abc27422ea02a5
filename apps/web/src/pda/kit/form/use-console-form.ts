import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type * as z from 'zod';
import { isApiError, serverFieldMessages } from '../../../lib/api-error';
import { translate } from '../../../i18n/i18n';
import { confirmed } from '../../lib/confirm';
import { checkWith } from '../../lib/validate';
import { bodyOf } from './fields';
import type { FieldSpec, FormValues } from './fields';

export interface ConsoleFormOptions<N extends string, S extends z.ZodType, A = unknown> {
  fields: readonly FieldSpec<N>[];
  /** The contract's admin schema: the body is checked as the server will check it. */
  schema: S;
  initial: FormValues<N>;
  /** A correction of an existing record: only changed fields are sent. */
  correction?: boolean;
  /** The body before the check, when a form sends more than its fields (ids, fixed values). */
  toBody?: (body: Partial<FormValues<N>>, values: FormValues<N>) => unknown;
  onSubmit: (data: z.output<S>) => Promise<A>;
  onDone?: (answer: A, sent: z.output<S>) => void;
  /** Other values a change brings (another insurer clears the product). */
  derive?: (name: N, value: string, current: FormValues<N>) => Partial<FormValues<N>>;
  /** A correction with nothing changed: told, not sent. */
  onUnchanged?: () => void;
  /** The values go back to the initial ones after a success (a note written, a form reused). */
  resetOnDone?: boolean;
  /** Message keys the screen shows itself (a picker beside the fields), not at the form's level. */
  outside?: readonly string[];
  /** The question asked before an irreversible action; no question, no confirmation step. */
  confirm?: (data: z.output<S>) => string | undefined;
  /** The form-level message of a failure that is not the server's (no WebCrypto to encrypt). */
  errorMessage?: (error: unknown) => string | undefined;
}

/** The message of a refusal that names no field: the server's own, or the generic one. */
function formMessage(error: unknown): string | undefined {
  if (isApiError(error)) return error.handled ? undefined : error.msg || translate('error.server');
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return translate('error.server');
}

/**
 * A console form's state: values as typed, the client check with the contract's schema, the
 * server's field errors on their fields (a form-level message otherwise), pending, and focus on
 * the first invalid field. The input is never reset by an error.
 */
export function useConsoleForm<N extends string, S extends z.ZodType, A = unknown>(
  options: ConsoleFormOptions<N, S, A>,
) {
  const { fields, schema, initial, correction = false } = options;
  const [values, setValues] = useState<FormValues<N>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;

  // After each refusal the first invalid control (in field order) takes the focus.
  useEffect(() => {
    if (shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  const clearError = useCallback((key: string) => {
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const set = useCallback(
    (name: N, value: string) => {
      const { derive, fields: declared } = latest.current;
      setValues((current) => ({ ...current, [name]: value, ...derive?.(name, value, current) }));
      clearError(declared.find((field) => field.name === name)?.path ?? name);
    },
    [clearError],
  );

  const refuse = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setShown((count) => count + 1);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const { toBody, onSubmit, onDone, confirm, onUnchanged, resetOnDone } = latest.current;
    setFormError(undefined);
    const body = bodyOf(fields, values, initial, correction);
    if (correction && onUnchanged && Object.keys(body).length === 0) return onUnchanged();
    const checked = checkWith(schema, toBody ? toBody(body, values) : body);
    if (!checked.ok) return refuse(checked.errors);
    const question = confirm?.(checked.data);
    if (question !== undefined && !(await confirmed(question))) return;
    setPending(true);
    try {
      const answer = await onSubmit(checked.data);
      setErrors({});
      if (resetOnDone) setValues(initial);
      onDone?.(answer, checked.data);
    } catch (error) {
      const fieldErrors = serverFieldMessages(error);
      // A message for a field this form does not show is told at the form's level.
      const placed = new Set([...fields.map((f) => f.path ?? f.name), ...(options.outside ?? [])]);
      const elsewhere = Object.keys(fieldErrors).filter((key) => !placed.has(key));
      if (Object.keys(fieldErrors).length > 0) refuse(fieldErrors);
      else setErrors({});
      if (elsewhere.length > 0) setFormError(elsewhere.map((key) => fieldErrors[key]).join(' '));
      else if (Object.keys(fieldErrors).length === 0)
        setFormError(latest.current.errorMessage?.(error) ?? formMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { values, set, errors, clearError, formError, pending, submit, formRef };
}
