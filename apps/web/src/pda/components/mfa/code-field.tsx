import { TextField } from '../../../components/text-field';

/**
 * A one-time code typed in (authenticator app or recovery code): the browser may offer the code
 * it received (autocomplete one-time-code). A recovery code is longer than six digits, hence 20.
 */
export function CodeField({
  name = 'code',
  label,
  value,
  onChange,
  digitsOnly = false,
  required,
}: {
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Only an authenticator's six digits (enrolment), so a phone shows its number pad. */
  digitsOnly?: boolean;
  required?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="one-time-code"
      inputMode={digitsOnly ? 'numeric' : undefined}
      maxLength={digitsOnly ? 6 : 20}
      required={required}
    />
  );
}
