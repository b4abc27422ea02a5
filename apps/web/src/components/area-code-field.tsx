import { useId } from 'react';
import { enumOptions } from '@app/contract/enums';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../i18n/use-translation';

/**
 * The area code in front of a mobile number (DESIGN.md mobileList): the number is checked by it,
 * so it is chosen first. A native select: the phone's own picker, and a named control.
 */
export function AreaCodeField({
  name = 'areaCode',
  value,
  onChange,
}: {
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = enumOptions('areaCode', i18n.language as Language);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('common.areaCode')}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
