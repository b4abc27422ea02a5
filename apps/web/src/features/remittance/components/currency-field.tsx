import { useId } from 'react';
import type { FieldMessage } from '@app/contract/issues';
import { useTranslation } from '../../../i18n/use-translation';
import { useCurrencies } from '../../../api/reference';
import { useLanguage } from '../../../i18n/use-language';
import { FieldError } from './field-error';

interface CurrencyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: FieldMessage | undefined;
  /** Offered even when getlibcurrency fails: the chosen account's currency. */
  fallback: string;
}

/** The currency, from getlibcurrency; when that fails, SPEC's 'Failed to obtain currency'. */
export function CurrencyField({ value, onChange, error, fallback }: CurrencyFieldProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const id = useId();
  const currencies = useCurrencies(lang);
  const options = currencies.data?.list ?? (fallback ? [{ code: fallback, name: fallback }] : []);
  const shown =
    error ?? (currencies.isError ? { key: 'reference.currencyFailed', params: {} } : undefined);
  return (
    <div className={`field${shown ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('money.form.currency')}
      </label>
      <select
        id={id}
        name="currency"
        className="money-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('money.form.currencyPlaceholder')}</option>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code === c.name ? c.code : `${c.code} ${c.name}`}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} name="currency" error={shown} />
    </div>
  );
}
