import { useTranslation } from '../../i18n/use-translation';
import { useLongListOnDemand } from '../../hooks/use-reveal-in-steps';
import { useSecondaryReady } from '../../hooks/use-secondary-ready';
import { OptionList } from '../option-list';
import type { ControlProps } from './field-shell';

interface MultiSelectControlProps {
  control: ControlProps;
  name: string;
  label: string;
  value: string[];
  options: readonly { value: string; label: string }[];
  onChange: (value: string[]) => void;
}

/**
 * Several choices (other funding countries): a native multiple select, which phones show as a
 * check list sheet; the chosen ones are listed below it so they can be read and removed.
 */
export function MultiSelectControl({
  control,
  name,
  label,
  value,
  options,
  onChange,
}: MultiSelectControlProps) {
  const { t } = useTranslation();
  const labelOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;
  // A long list (the countries) follows a task after the chosen ones: this list box is on screen.
  const listReady = useSecondaryReady();
  const shown = useLongListOnDemand(options, (option) => value.includes(option.value), listReady);
  return (
    <>
      <div className="field__control">
        <select
          {...control}
          multiple
          size={4}
          name={name}
          className="field__input section-field__multi"
          value={value}
          onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
        >
          <OptionList options={shown} />
        </select>
      </div>
      {value.length > 0 && (
        <ul className="section-field__chips" aria-label={label}>
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="section-field__chip"
                aria-label={t('form.remove', { item: labelOf(code) })}
                onClick={() => onChange(value.filter((v) => v !== code))}
              >
                {labelOf(code)} ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
