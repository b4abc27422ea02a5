import { useId } from 'react';
import type { Option } from '../../../components/select-field';

interface CheckGroupProps {
  name: string;
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** A fieldset of native checkboxes: each one labelled, the group named by its legend. */
export function CheckGroup({ name, legend, options, value, onChange, error }: CheckGroupProps) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className="check-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="check-group__option">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
