import type { ConsentName } from '@app/contract/declarations/texts';
import { useTranslation } from '../../../i18n/use-translation';

/** The consents, each its own box with its own words and, when refused, its own message. */
export function ConsentList({
  asked,
  words,
  given,
  errors,
  onChange,
}: {
  asked: readonly ConsentName[];
  words: Record<ConsentName, string>;
  given: Partial<Record<ConsentName, boolean>>;
  errors: Record<string, string>;
  onChange: (name: ConsentName, given: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="tip__block tip__consents">
      <legend className="tip__title">{t('appointment.tip.consents')}</legend>
      {errors.declarations && (
        <p id="consent-declarations-error" className="field__error" role="alert">
          {errors.declarations}
        </p>
      )}
      {asked.map((name) => {
        const error = errors[name];
        return (
          <div key={name} className="tip__consent">
            <label className="tip__agree">
              <input
                type="checkbox"
                name={`consent-${name}`}
                checked={given[name] === true}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `consent-${name}-error` : undefined}
                onChange={(event) => onChange(name, event.target.checked)}
              />
              <span>{words[name]}</span>
            </label>
            {error && (
              <p id={`consent-${name}-error`} className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
