import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Appointment } from '@app/contract/calls/appointment';
import type { SectionName } from '@app/contract/sections/products';
import { paths } from '../../../config/paths';
import { useContentMark } from '../../../hooks/use-content-mark';
import { serverFieldMessages } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import type { AppointmentContract } from '../api/appointment-contract';
import { useSaveSection } from '../api/edit-appointment';
import { clearDraft } from '../lib/drafts';
import { isVisible } from '../lib/field-rules';
import { flowOf } from '../lib/flows';
import { clearSubmitErrors } from '../lib/submit-errors';
import { useFieldOptions } from '../../../components/section-fields/use-field-options';
import { focusFirstInvalid, useKeyboardSafe } from '../lib/use-keyboard-safe';
import { useInsuredFamily } from '../lib/use-insured-family';
import { useSectionForm } from '../lib/use-section-form';
import { FamilyFill } from './family-fill';
import { SaveBar } from './save-bar';
import { SectionFields } from './section-fields';

interface SectionFormProps {
  appointment: Appointment;
  section: SectionName;
  contract: AppointmentContract;
  today: string;
}

/** One section's form, rendered from the contract's field list, saved on its own. */
export function SectionForm({ appointment, section, contract, today }: SectionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSectionForm({ appointment, section, contract, today });
  const options = useFieldOptions(form.fields);
  const save = useSaveSection();
  const [keptLocally, setKeptLocally] = useState(false);
  const { token } = appointment;
  const insuredIsApplicant =
    section === 'insured' && appointment.sections.applicant?.data.relationToInsured === 'self';
  const insured = useInsuredFamily(section === 'insured' && !insuredIsApplicant);
  useKeyboardSafe(formRef);
  useContentMark(true);

  const onChange = (key: string, value: string | string[]) => {
    const bank =
      key === 'bankCode' && typeof value === 'string' ? options.bankOf(value) : undefined;
    form.setMany(
      bank ? { bankCode: value, bankName: bank.name, swiftCode: bank.swift } : { [key]: value },
    );
  };

  const copySelf = async (data: Record<string, unknown>) => {
    if (section !== 'applicant' || data.relationToInsured !== 'self') return;
    if (!appointment.sections.insured) return;
    await save.mutateAsync({
      token,
      section: 'insured',
      data: contract.insuredFromApplicant(data),
    });
    clearDraft(token, 'insured');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const data = form.validate();
    if (!data) return focusFirstInvalid(formRef.current);
    try {
      await save.mutateAsync({ token, section, data });
      // Only now, with the server's 200, is the local copy no longer needed.
      form.markSaved();
      clearDraft(token, section);
      clearSubmitErrors(token, section);
      await copySelf(data);
      showToast(t('success.save'));
      const familyOffer =
        section === 'insured' && !insuredIsApplicant
          ? insured.offerFor(data, appointment.sections.applicant?.data)
          : undefined;
      void navigate(paths.appointment.href(flowOf(appointment.productType).overview, token), {
        state: familyOffer ? { familyOffer } : undefined,
      });
    } catch (error) {
      form.flushDraft();
      setKeptLocally(true);
      const fields = serverFieldMessages(error);
      if (Object.keys(fields).length > 0) {
        form.showServerErrors(fields);
        focusFirstInvalid(formRef.current);
      }
      reportError(error);
    }
  };

  const visible = form.fields.filter((field) => isVisible(field, form.values));
  return (
    <form ref={formRef} className="section-form" noValidate onSubmit={(e) => void submit(e)}>
      {form.restored && (
        <p className="section-form__notice" role="status" data-testid="draft-restored">
          {t('appointment.form.draftRestored')}
        </p>
      )}
      {insuredIsApplicant && (
        <p className="section-form__notice" role="note" data-testid="insured-is-applicant">
          {t('appointment.form.insuredIsApplicant')}
        </p>
      )}
      {section === 'insured' && !insuredIsApplicant && (
        <FamilyFill
          family={insured.family}
          onFill={(person) => form.setMany(insured.fillFrom(person))}
        />
      )}
      <SectionFields
        fields={visible}
        values={form.values}
        errors={form.errors}
        today={today}
        options={options}
        onChange={onChange}
      />
      {keptLocally && (
        <p className="section-form__kept" role="status">
          {t('appointment.form.keptLocally')}
        </p>
      )}
      <SaveBar pending={save.isPending} />
    </form>
  );
}
