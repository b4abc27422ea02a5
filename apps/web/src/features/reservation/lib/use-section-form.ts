import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Reservation } from '@app/contract/calls/reservation';
import type { FieldMessage } from '@app/contract/issues';
import { formSectionFields } from '@app/contract/sections/form-fields';
import type { FormSectionName } from '@app/contract/sections/form-fields';
import type { FieldMeta } from '@app/contract/sections/meta';
import type { SectionData } from '@app/contract/sections/products';
import { asFieldMessages } from '../../../lib/api-error';
import { toastInvalid } from '../../../lib/invalid-form';
import type { ReservationContract } from '../api/reservation-contract';
import { differs, readDraft, toFormValues, writeDraft } from './drafts';
import type { FormValues } from './drafts';
import { ADDRESS_FIELDS, payloadOf } from './field-rules';
import { clearPickedLocation, peekPickedLocation } from './picked-location';
import { editedKeys, refreshedValues } from './refreshed-values';
import { readSubmitErrors } from './submit-errors';
import { useDraft } from './use-draft';

export type FieldErrors = Record<string, FieldMessage>;

interface Options {
  appointment: Reservation;
  section: FormSectionName;
  today: string;
}

function initialState(reservation: Reservation, section: FormSectionName) {
  const saved = toFormValues(reservation.sections[section]?.data);
  const draft = readDraft(reservation.token, section);
  const errors = asFieldMessages(readSubmitErrors(reservation.token)[section] ?? {});
  // An address picked on /choose-location comes back once, over everything else.
  const picked = peekPickedLocation(ADDRESS_FIELDS);
  const values = { ...saved, ...draft, ...(picked ? { [picked.field]: picked.address } : {}) };
  return {
    values,
    restored: draft !== null && differs(draft, saved),
    picked: picked !== null,
    errors,
    edited: [...editedKeys(draft, saved), ...(picked ? [picked.field] : [])],
  };
}

/**
 * A section form's state: the server's data with the local draft over it, the draft kept as the
 * user types, and validation with the contract's schema for this product on this day. The fields
 * come from the contract's zod-free tables; the rules (zod) are passed to `validate`, loaded only
 * once the member starts on the form.
 */
export function useSectionForm({ appointment: reservation, section, today }: Options) {
  const [initial] = useState(() => initialState(reservation, section));
  const [values, setValues] = useState<FormValues>(initial.values);
  const [errors, setErrors] = useState<FieldErrors>(initial.errors);
  const [dirty, setDirty] = useState(initial.restored || initial.picked);
  const draft = useDraft(reservation.token, section, values, dirty);
  // What the member typed since the server's copy: kept when the section is refreshed.
  const edited = useRef(new Set(initial.edited));
  const serverData = reservation.sections[section]?.data;
  const shownData = useRef(serverData);
  useEffect(() => {
    if (shownData.current === serverData) return;
    shownData.current = serverData;
    setValues((current) => refreshedValues(toFormValues(serverData), current, edited.current));
  }, [serverData]);

  const fields: FieldMeta[] = useMemo(
    () => formSectionFields(section, reservation.productType),
    [section, reservation.productType],
  );

  const setMany = useCallback((changes: FormValues) => {
    for (const key of Object.keys(changes)) edited.current.add(key);
    setValues((current) => ({ ...current, ...changes }));
    setDirty(true);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  }, []);

  useEffect(() => {
    if (!initial.picked) return;
    writeDraft(reservation.token, section, initial.values);
    clearPickedLocation();
  }, [initial, reservation.token, section]);

  /** The section's data as the schema outputs it, or null with the messages set. */
  const validate = useCallback(
    (contract: ReservationContract): SectionData | null => {
      const context = { today, sections: contract.sectionsDataOf(reservation.sections) };
      const schema = contract.sectionSchema(section, reservation.productType, context);
      const parsed = schema.safeParse(payloadOf(fields, values));
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const messages = contract.fieldMessages(parsed.error.issues);
      setErrors(messages);
      toastInvalid(messages);
      return null;
    },
    [today, reservation.sections, section, reservation.productType, fields, values],
  );

  const showServerErrors = useCallback((fieldTexts: Record<string, string>) => {
    setErrors(asFieldMessages(fieldTexts));
  }, []);

  const markSaved = useCallback(() => {
    edited.current.clear();
    setDirty(false);
    draft.markSaved();
  }, [draft]);

  return {
    fields,
    values,
    errors,
    restored: initial.restored,
    setMany,
    validate,
    showServerErrors,
    markSaved,
    flushDraft: draft.flush,
  };
}
