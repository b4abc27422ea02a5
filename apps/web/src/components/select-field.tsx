import { FieldFrame } from './field-frame';
import { OptionList } from './option-list';
import type { Option } from './option-list';

export type { Option };

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
  return (
    <FieldFrame label={label} error={error}>
      {(aria) => (
        <select
          {...aria}
          name={name}
          className="field__input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          <OptionList options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
