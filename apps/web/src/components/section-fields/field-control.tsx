import type { FieldMeta } from '@app/contract/sections/meta';
import { DEFAULT_MAXLENGTH } from '@app/contract/constants';
import { useReached } from '../../hooks/use-reveal-in-steps';
import { ScannedMark } from '../id-scan/scanned-mark';
import { useTranslation } from '../../i18n/use-translation';
import { dateRange, filterInput } from './field-input';
import type { ControlProps } from './field-shell';
import { FieldShell } from './field-shell';
import { MultiSelectControl } from './multi-select-control';
import { SelectControl } from './select-control';
import { YesNoField } from './yes-no-field';

export interface FieldControlProps {
  field: FieldMeta;
  value: string | string[];
  onChange: (key: string, value: string | string[]) => void;
  error?: string | undefined;
  today: string;
  extra?: React.ReactNode;
  /** Options of a select (enumeration or bank list), already in the user's language. */
  options?: readonly { value: string; label: string }[] | undefined;
  /** Filled by the ID scan and not yet edited or confirmed: marked for the person to check. */
  scanned?: boolean | undefined;
  onConfirmScanned?: ((key: string) => void) | undefined;
}

const inputTypes: Partial<Record<FieldMeta['kind'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
};

/**
 * One field of a section, rendered from the contract's metadata. Selects and dates are native
 * controls: phones show them as their own wheel and calendar pickers, keyboards and screen
 * readers handle them, and browser tests fill them by name like any input (a date once reached).
 */
export function FieldControl({
  field,
  value,
  onChange,
  error,
  today,
  extra,
  options,
  scanned,
  onConfirmScanned,
}: FieldControlProps) {
  const { t } = useTranslation();
  // A date is a text box showing the stored 2025-03-09 until the member reaches it (focus, or the
  // pointer down before a tap opens the picker): Chromium builds its date editor the first time
  // a page has a date input, 35-50 ms of a section's load here (D55).
  const [dateReached, reachDate] = useReached();
  const label = t(field.labelKey);
  const required = field.required !== false;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (field.kind === 'yesno') {
    return (
      <YesNoField
        name={field.key}
        label={label}
        required={required}
        value={text}
        error={error}
        onChange={(v) => onChange(field.key, v)}
      />
    );
  }
  const render = (control: ControlProps) => {
    if (field.kind === 'select' && field.multiple) {
      return (
        <MultiSelectControl
          control={control}
          name={field.key}
          label={label}
          value={Array.isArray(value) ? value : value ? value.split(',') : []}
          options={options ?? []}
          onChange={(v) => onChange(field.key, v)}
        />
      );
    }
    if (field.kind === 'select') {
      return (
        <SelectControl
          control={control}
          name={field.key}
          required={required}
          value={text}
          options={options ?? []}
          onChange={(v) => onChange(field.key, v)}
          autoComplete={field.autocomplete}
        />
      );
    }
    const common = {
      ...control,
      name: field.key,
      value: text,
      required,
      maxLength: field.maxLength ?? DEFAULT_MAXLENGTH,
      className: 'field__input',
      // The phone fills a personal field from its own card (issue 36); nothing else is suggested.
      autoComplete: field.autocomplete ?? 'off',
    };
    if (field.kind === 'textarea') {
      return (
        <div className="field__control">
          <textarea
            {...common}
            rows={2}
            className="field__input field__input--multiline section-field__textarea"
            onChange={(e) => onChange(field.key, e.target.value)}
          />
        </div>
      );
    }
    const range = field.kind === 'date' ? dateRange(field.key, today) : undefined;
    const dateToCome = field.kind === 'date' && !dateReached;
    return (
      <div className="field__control">
        <input
          {...common}
          {...range}
          type={dateToCome ? 'text' : (inputTypes[field.kind] ?? 'text')}
          {...(dateToCome ? reachDate : {})}
          {...(field.inputMode ? { inputMode: field.inputMode } : {})}
          onChange={(e) => onChange(field.key, filterInput(field.kind, e.target.value))}
        />
      </div>
    );
  };
  return (
    <FieldShell
      name={field.key}
      label={label}
      required={required}
      error={error}
      extra={extra}
      hint={
        scanned && <ScannedMark label={label} onConfirm={() => onConfirmScanned?.(field.key)} />
      }
    >
      {(control) => render(scanned ? { ...control, 'data-scanned': 'true' } : control)}
    </FieldShell>
  );
}
