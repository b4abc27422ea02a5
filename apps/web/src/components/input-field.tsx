import { FieldFrame } from './field-frame';

interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'search' | 'email';
  /** A multi-line note instead of a one-line input. */
  multiline?: boolean;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
  hint?: string;
}

/**
 * A labelled native input or textarea: the console's forms and filters (dates, notes, search),
 * the member's address; its error announced and tied to the control.
 */
export function InputField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  error,
  required,
  maxLength,
  disabled,
  hint,
}: InputFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(aria) => {
        const common = { ...aria, name, value, required, maxLength, disabled };
        return multiline ? (
          <textarea
            {...common}
            className="field__input field__input--multiline"
            rows={3}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            type={type}
            className="field__input"
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
