import { useId } from 'react';

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
 * A labelled native input or textarea for the console's forms and filters (dates, notes,
 * search), with its error announced and tied to the control.
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
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {multiline ? (
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
        )}
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
