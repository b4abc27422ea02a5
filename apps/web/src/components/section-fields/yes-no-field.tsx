import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface YesNoFieldProps {
  name: string;
  label: string;
  required: boolean;
  value: string;
  error?: string | undefined;
  onChange: (value: 'Y' | 'N') => void;
}

/** Y / N as a radio group: one tab stop, arrow keys choose, the legend names the question. */
export function YesNoField({ name, label, required, value, error, onChange }: YesNoFieldProps) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={`field${error ? ' field--invalid' : ''}`}
      data-field={name}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {label}
        {required && (
          <span className="section-field__required" aria-hidden>
            {' *'}
          </span>
        )}
      </legend>
      <div className="section-field__choices">
        {(['Y', 'N'] as const).map((option, index) => (
          <label key={option} className="section-field__choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              required={required}
              aria-invalid={error && index === 0 ? true : undefined}
              onChange={() => onChange(option)}
            />
            {t(option === 'Y' ? 'form.yes' : 'form.no')}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId} data-testid={`error-${name}`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
