import type { FieldErrors } from './use-zod-form';

interface BoundForm<Name extends string> {
  values: Record<Name, string>;
  errors: FieldErrors;
  setValue: (name: Name, value: string) => void;
}

/** The props that tie a TextField or PasswordField to its form value; `name` is the payload key. */
export function fieldProps<Name extends string>(form: BoundForm<Name>, name: NoInfer<Name>) {
  return {
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  };
}
