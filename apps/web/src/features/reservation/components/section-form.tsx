import { OTHER_BANK } from '@app/contract/sections/bank-table';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import type { FormSectionName } from '@app/contract/sections/form-fields';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useContentMark } from '../../../hooks/use-content-mark';
import { serverFieldMessages } from '../../../lib/api-error';
import { isOffline, whenBackOnline } from '../../../lib/connectivity';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { loadReservationContract } from '../api/reservation-contract';
import { useSaveSection } from '../api/edit-reservation';
import { clearDraft } from '../lib/drafts';
import { isVisible } from '../lib/field-rules';
import { flowOf } from '../lib/flows';
import { clearSubmitErrors } from '../lib/submit-errors';
import { useFieldOptions } from '../../../components/section-fields/use-field-options';
import { focusFirstInvalid, useKeyboardSafe } from '../lib/use-keyboard-safe';
import { useInsuredFamily } from '../lib/use-insured-family';
import { isEmptySection, isPersonSection } from '../lib/prefill';
import { useSectionForm } from '../lib/use-section-form';
import { FamilyFill } from './family-fill';
import { PersonPrefill } from './person-prefill';
import { SaveBar } from './save-bar';
import { SectionFields } from './section-fields';

interface SectionFormProps {
  appointment: Reservation;
  section: FormSectionName;
  today: string;
}

/**
 * The rules (zod and the sections' schemas, some 30 KiB) are asked for when the member starts on
 * the form, not with the screen: the fields render from the contract's zod-free tables, and the
 * rules' evaluation is not one more long task before the member can use them (issue 14).
 */
const warmRules = () => void loadReservationContract().catch(() => undefined);

const SAVE_STATE_TEXT = {
  kept: 'appointment.form.keptLocally',
  waiting: 'appointment.form.savedWhenOnline',
  saved: 'appointment.form.savedAfterReconnect',
} as const;

/** One section's form, rendered from the contract's field list, saved on its own. */
export function SectionForm({ appointment: reservation, section, today }: SectionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSectionForm({ appointment: reservation, section, today });
  const options = useFieldOptions(form.fields);
  const save = useSaveSection();
  // After a failed save: kept on this device; offline, sent when back online; then saved.
  const saving = useRef(false);
  const [saveState, setSaveState] = useState<'kept' | 'waiting' | 'saved' | null>(null);
  const { token } = reservation;
  const insuredIsApplicant =
    section === 'insured' && reservation.sections.applicant?.data.relationToInsured === 'self';
  const insured = useInsuredFamily(section === 'insured' && !insuredIsApplicant);
  // The member's own person, still empty when the form opened: offered to fill (issue 36).
  const [offerPrefill] = useState(() => isPersonSection(section) && isEmptySection(form.values));
  useKeyboardSafe(formRef);
  useContentMark(true);

  const change = (key: string, value: string | string[]) => {
    const bank =
      key === 'bankCode' && typeof value === 'string' ? options.bankOf(value) : undefined;
    // 'Other bank' empties a listed bank's name and SWIFT code for the person to type theirs.
    const other = key === 'bankCode' && value === OTHER_BANK;
    form.setMany(
      bank
        ? { bankCode: value, bankName: bank.name, swiftCode: bank.swift }
        : other
          ? { bankCode: value, bankName: '', swiftCode: '' }
          : { [key]: value },
    );
  };
  // One function for the form's life (it calls the latest `change`), so the memoised field rows
  // only render again when their own value, error or options change.
  const latestChange = useRef(change);
  latestChange.current = change;
  const onChange = useCallback(
    (key: string, value: string | string[]) => latestChange.current(key, value),
    [],
  );

  // A policyholder who is the insured ('self') is one person: the server writes both sections
  // in the one save (issue 36), so the other section's local draft is stale now.
  const clearCopies = (data: Record<string, unknown>) => {
    if (section === 'applicant' && data.relationToInsured === 'self') clearDraft(token, 'insured');
    if (insuredIsApplicant) clearDraft(token, 'applicant');
  };

  /** Validates and saves; `leave` goes back to the overview, a save sent when back online stays. */
  const persist = async (afterwards: 'leave' | 'stay') => {
    // A tap and the return of the network at once save once.
    if (saving.current) return;
    saving.current = true;
    try {
      // Loaded since the first focus, as a rule; a dropped connection fails the save as below.
      const contract = await loadReservationContract();
      const data = form.validate(contract);
      if (!data) return focusFirstInvalid(formRef.current);
      await save.mutateAsync({ token, section, data });
      // Only now, with the server's 200, is the local copy no longer needed.
      form.markSaved();
      clearDraft(token, section);
      clearSubmitErrors(token, section);
      clearCopies(data);
      showToast(t('success.save'));
      if (afterwards === 'stay') return setSaveState('saved');
      const familyOffer =
        section === 'insured' && !insuredIsApplicant
          ? insured.offerFor(data, reservation.sections.applicant?.data)
          : undefined;
      void navigate(paths.appointment.href(flowOf(reservation.productType).overview, token), {
        state: familyOffer ? { familyOffer } : undefined,
      });
    } catch (error) {
      form.flushDraft();
      // The request layer has said 'network exception'; the draft goes out once back online.
      setSaveState(isOffline() ? 'waiting' : 'kept');
      const fields = serverFieldMessages(error);
      const shown = Object.keys(fields).length > 0;
      if (shown) {
        form.showServerErrors(fields);
        focusFirstInvalid(formRef.current);
      }
      reportError(error, { announce: !shown });
    } finally {
      saving.current = false;
    }
  };
  const retry = useRef(persist);
  retry.current = persist;
  useEffect(() => {
    if (saveState !== 'waiting') return;
    return whenBackOnline(() => void retry.current('stay'));
  }, [saveState]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void persist('leave');
  };

  const visible = form.fields.filter((field) => isVisible(field, form.values));
  return (
    <form ref={formRef} className="section-form" noValidate onFocus={warmRules} onSubmit={submit}>
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
      {offerPrefill && (
        <PersonPrefill
          values={form.values}
          keys={form.fields.map((field) => field.key)}
          onFill={form.setMany}
        />
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
      {saveState && (
        <p className="section-form__kept" role="status" data-testid="save-state">
          {t(SAVE_STATE_TEXT[saveState])}
        </p>
      )}
      <SaveBar pending={save.isPending} />
    </form>
  );
}
