import { enumOptions } from '@app/contract/enums';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../i18n/use-translation';
import { SelectField } from './select-field';

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
  return (
    <SelectField
      name={name}
      label={t('common.areaCode')}
      value={value}
      options={enumOptions('areaCode', i18n.language as Language)}
      onChange={onChange}
    />
  );
}
