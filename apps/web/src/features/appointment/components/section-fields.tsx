import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { translateMessage } from '@app/contract/issues';
import type { FieldMeta } from '@app/contract/sections/meta';
import { paths } from '../../../config/paths';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import type { FormValues } from '../lib/drafts';
import { ADDRESS_FIELDS } from '../lib/field-rules';
import type { useFieldOptions } from '../../../components/section-fields/use-field-options';
import type { FieldErrors } from '../lib/use-section-form';
import { FieldControl } from '../../../components/section-fields/field-control';

interface SectionFieldsProps {
  fields: readonly FieldMeta[];
  values: FormValues;
  errors: FieldErrors;
  today: string;
  options: ReturnType<typeof useFieldOptions>;
  onChange: (key: string, value: string | string[]) => void;
}

const isAddress = (key: string) => (ADDRESS_FIELDS as readonly string[]).includes(key);

/**
 * The visible fields in the contract's order, with "Pick on map" beside the address fields; the
 * first few with the screen, the rest in steps that each take a task of their own.
 */
export function SectionFields({
  fields,
  values,
  errors,
  today,
  options,
  onChange,
}: SectionFieldsProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Errors to show (a refused save, a restored submit) need every field there to focus the first.
  const count = useRevealInSteps(fields.length, Object.keys(errors).length > 0);
  return (
    <div className="form section-form__fields">
      {fields.slice(0, count).map((field) => {
        const error = errors[field.key];
        // Without the bank list, the code is typed in (name and SWIFT too).
        const shown: FieldMeta =
          field.source === 'bankList' && options.banksFailed ? { ...field, kind: 'text' } : field;
        const extra = isAddress(field.key) ? (
          <Link
            className="section-field__map"
            to={paths.chooseLocationHref(field.key, pathname + search)}
          >
            {t('appointment.form.pickOnMap')}
          </Link>
        ) : undefined;
        return (
          <div key={field.key}>
            <FieldControl
              field={shown}
              value={values[field.key] ?? (field.multiple ? [] : '')}
              onChange={onChange}
              error={error ? translateMessage(error, t) : undefined}
              today={today}
              extra={extra}
              options={options.optionsFor(field)}
            />
            {field.source === 'bankList' && options.banksFailed && (
              <p className="section-field__hint">{t('reference.bankFailed')}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
