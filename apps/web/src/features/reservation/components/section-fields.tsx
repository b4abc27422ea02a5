import { memo, useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { translateMessage } from '@app/contract/issues';
import type { FieldMeta } from '@app/contract/sections/meta';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useRevealInSteps } from '../../../hooks/use-reveal-in-steps';
import type { FormValues } from '../lib/drafts';
import { ADDRESS_FIELDS } from '../lib/field-rules';
import { groupFields, requiredProgress } from '../lib/field-groups';
import type { FieldGroup } from '../lib/field-groups';
import type { useFieldOptions } from '../../../components/section-fields/use-field-options';
import type { FieldErrors } from '../lib/use-section-form';
import { FieldControl } from '../../../components/section-fields/field-control';
import type { FieldControlProps } from '../../../components/section-fields/field-control';
import { IdScanSlot } from '../../../components/id-scan/id-scan-slot';
import { useScannedFields } from '../../../components/id-scan/use-scanned-fields';

interface SectionFieldsProps {
  fields: readonly FieldMeta[];
  values: FormValues;
  errors: FieldErrors;
  today: string;
  options: ReturnType<typeof useFieldOptions>;
  /** Stable across renders, so a field whose props did not change is not rendered again. */
  onChange: (key: string, value: string | string[]) => void;
}

const isAddress = (key: string) => (ADDRESS_FIELDS as readonly string[]).includes(key);

/** One value for every empty multiple select, so an unchanged row keeps equal props. */
const NO_VALUES: string[] = [];

/**
 * The visible fields under their headings (identity, contact, work, other details; none when a
 * section has one group), a count of the required ones answered, and "Pick on map" beside the
 * address fields; the first few with the screen, the rest in steps that each take a task of their
 * own.
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
  const id = useId();
  const groups = useMemo(() => groupFields(fields), [fields]);
  // "Scan ID" fills the identity fields this section has, each under its own key.
  const scan = useScannedFields(onChange);
  const scanTargets = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.key, field.key])),
    [fields],
  );
  const progress = requiredProgress(fields, values);
  // Errors to show (a refused save, a restored submit) need every field there to focus the first.
  const count = useRevealInSteps(fields.length, Object.keys(errors).length > 0);
  const row = (field: FieldMeta) => {
    const error = errors[field.key];
    return (
      <SectionFieldRow
        key={field.key}
        field={field}
        value={values[field.key] ?? (field.multiple ? NO_VALUES : '')}
        onChange={scan.onChange}
        scanned={scan.scanned.has(field.key)}
        onConfirmScanned={scan.confirm}
        error={error ? translateMessage(error, t) : undefined}
        today={today}
        options={options.optionsFor(field)}
        banksFailed={field.source === 'bankList' && options.banksFailed}
        mapHref={
          isAddress(field.key) ? paths.chooseLocationHref(field.key, pathname + search) : undefined
        }
      />
    );
  };
  // The reveal counts fields across the groups, in the order they are shown.
  let left = count;
  const shown = groups.map((entry) => {
    const part = entry.fields.slice(0, Math.max(0, left));
    left -= part.length;
    return { ...entry, fields: part };
  });
  return (
    <div className="form section-form__fields">
      {progress.total > 0 && (
        <p className="section-form__progress" data-testid="section-progress">
          {t('appointment.form.progress', { done: progress.done, total: progress.total })}
        </p>
      )}
      <IdScanSlot targets={scanTargets} onFill={scan.fill} />
      {groups.length < 2
        ? shown.flatMap((entry) => entry.fields.map(row))
        : shown
            .filter((entry) => entry.fields.length > 0)
            .map((entry) => (
              <section
                key={entry.group}
                className="section-form__group"
                aria-labelledby={`${id}-${entry.group}`}
              >
                <h2 className="section-form__heading" id={`${id}-${entry.group}`}>
                  {t(groupHeading[entry.group])}
                </h2>
                {entry.fields.map(row)}
              </section>
            ))}
    </div>
  );
}

const groupHeading: Record<FieldGroup, string> = {
  identity: 'appointment.group.identity',
  contact: 'appointment.group.contact',
  work: 'appointment.group.work',
  other: 'appointment.group.other',
};

interface SectionFieldRowProps extends Omit<FieldControlProps, 'extra'> {
  /** The bank list failed: the bank code is typed in (name and SWIFT too), with a hint. */
  banksFailed: boolean;
  /** "Pick on map" beside an address field. */
  mapHref: string | undefined;
}

/**
 * A field and what goes with it. Memoised: each step of the reveal and each keystroke renders
 * only the rows whose props changed, not the whole form again (issue 14: every step of a section
 * re-rendered the fields before it, 15-40 ms a step on a phone).
 */
const SectionFieldRow = memo(function SectionFieldRow({
  field,
  banksFailed,
  mapHref,
  ...control
}: SectionFieldRowProps) {
  const { t } = useTranslation();
  return (
    <div>
      <FieldControl
        {...control}
        field={banksFailed ? { ...field, kind: 'text' } : field}
        extra={
          mapHref && (
            <Link className="section-field__map" to={mapHref}>
              {t('appointment.form.pickOnMap')}
            </Link>
          )
        }
      />
      {banksFailed && <p className="section-field__hint">{t('reference.bankFailed')}</p>}
    </div>
  );
});
