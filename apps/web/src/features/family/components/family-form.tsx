import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FamilyMember } from '@app/contract/calls/family';
import { isoDateToday } from '@app/contract/dates';
import { translateMessage } from '@app/contract/issues';
import { familyFormFields, familySources } from '@app/contract/sections/family-table';
import { useTranslation } from '../../../i18n/use-translation';
import { useSaveFamilyMember } from '../../../api/family';
import { FieldControl } from '../../../components/section-fields/field-control';
import { IdScanSlot } from '../../../components/id-scan/id-scan-slot';
import { useScannedFields } from '../../../components/id-scan/use-scanned-fields';
import { useFieldOptions } from '../../../components/section-fields/use-field-options';
import { paths } from '../../../config/paths';
import { serverFieldMessages } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { useFamilyForm } from '../lib/use-family-form';

/** The scan's keys (the insured section's) to the family member's field names. */
const scanTargets = Object.fromEntries(
  Object.entries(familySources).map(([field, source]) => [source, field]),
);

/**
 * Adds a family member, or changes `person`: the insured section's fields under DESIGN.md's
 * names, rendered by the same controls. Nothing typed is lost when the save fails.
 */
export function FamilyForm({ person }: { person?: FamilyMember | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [today] = useState(() => isoDateToday());
  const form = useFamilyForm(person, today);
  const options = useFieldOptions(familyFormFields);
  const save = useSaveFamilyMember();
  const scan = useScannedFields(form.setValue);
  // Bumped with each refusal: once its messages are on screen, the first field to fix gets focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const data = await form.validate();
    if (!data) {
      showToast(t('family.fixFields'));
      setRefusals((n) => n + 1);
      return;
    }
    try {
      await save.mutateAsync(data);
      showToast(t('success.save'));
      void navigate(paths.myFamily, { replace: true });
    } catch (error) {
      const fields = serverFieldMessages(error);
      const shown = Object.keys(fields).length > 0;
      if (shown) {
        form.showServerErrors(fields);
        setRefusals((n) => n + 1);
      }
      reportError(error, { announce: !shown });
    }
  };

  return (
    <form
      ref={formRef}
      className="form family-form"
      noValidate
      onFocus={form.warm}
      onSubmit={(e) => void submit(e)}
    >
      <IdScanSlot targets={scanTargets} onFill={scan.fill} />
      {familyFormFields.map((field) => {
        const error = form.errors[field.key];
        return (
          <FieldControl
            key={field.key}
            field={field}
            value={form.values[field.key] ?? ''}
            onChange={(key, value) =>
              scan.onChange(key, Array.isArray(value) ? value.join(',') : value)
            }
            scanned={scan.scanned.has(field.key)}
            onConfirmScanned={scan.confirm}
            error={error ? translateMessage(error, t) : undefined}
            today={today}
            options={options.optionsFor(field)}
          />
        );
      })}
      <div className="family-form__actions">
        <Button
          block
          color="primary"
          type="submit"
          size="large"
          loading={save.isPending}
          disabled={save.isPending}
          data-testid="family-save"
        >
          {t('family.save')}
        </Button>
      </div>
    </form>
  );
}
