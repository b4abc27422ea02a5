import { useTranslation } from '../../i18n/use-translation';
import { useLongListOnDemand, useReached } from '../../hooks/use-reveal-in-steps';
import { OptionList } from '../option-list';
import type { ControlProps } from './field-shell';

interface SelectControlProps {
  control: ControlProps;
  name: string;
  required: boolean;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The autocomplete token of a personal choice (sex, tel-country-code). */
  autoComplete?: string | undefined;
}

/** A single choice: the platform's own picker (a wheel on phones), labelled and named. */
export function SelectControl({
  control,
  name,
  required,
  value,
  options,
  onChange,
  autoComplete,
}: SelectControlProps) {
  const { t } = useTranslation();
  // A saved value the list does not know (yet) stays visible rather than silently lost.
  const known = value === '' || options.some((option) => option.value === value);
  // A long list (the countries) shows the chosen one until the member reaches for it.
  const [wanted, reach] = useReached();
  const shown = useLongListOnDemand(options, (option) => option.value === value, wanted);
  return (
    <div className="field__control">
      <select
        {...control}
        name={name}
        className="field__input section-field__select"
        autoComplete={autoComplete ?? 'off'}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...reach}
      >
        <option value="">{t('form.choose')}</option>
        {!known && <option value={value}>{value}</option>}
        <OptionList options={shown} />
      </select>
    </div>
  );
}
