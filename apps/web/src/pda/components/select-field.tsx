import { useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** The text of the empty choice ('All', 'Not set'); no empty choice without it. */
  emptyLabel?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A labelled native select: the phone's own picker, keyboard-usable on a desktop. */
export function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  emptyLabel,
  error,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
