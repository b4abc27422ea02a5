import { useCallback, useState } from 'react';
import type { FamilyMember } from '@app/contract/calls/family';
import type { FieldMessage } from '@app/contract/issues';
import { familyFields } from '@app/contract/sections/family-table';
import type { FamilyMemberValues } from '@app/contract/sections/family';
import { asFieldMessages } from '../../../lib/api-error';
import { retryableImport } from '../../../lib/lazy-screen';

export type FamilyFormValues = Record<string, string>;

/**
 * The person's rules (zod and the insured section's checks) come with the contract module,
 * fetched when the form first needs them.
 */
const loadRules = async () => {
  const [family, issues] = await Promise.all([
    retryableImport(() => import('@app/contract/sections/family')),
    retryableImport(() => import('@app/contract/issues')),
  ]);
  return { schema: family.familyMemberSchema, fieldMessages: issues.fieldMessages };
};

const initialValues = (person?: FamilyMember): FamilyFormValues =>
  Object.fromEntries(familyFields.map((key) => [key, person?.[key] ?? '']));

/**
 * The family member form's state: what was typed (kept whatever the outcome), the messages beside
 * the fields, and validation with the contract's schema on this day, as the server judges it.
 */
export function useFamilyForm(person: FamilyMember | undefined, today: string) {
  const [values, setValues] = useState(() => initialValues(person));
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});

  const setValue = useCallback((key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  /** The request as the schema outputs it, or null with the messages set. */
  const validate = useCallback(async (): Promise<FamilyMemberValues | null> => {
    const { schema, fieldMessages } = await loadRules();
    const parsed = schema(today).safeParse({ ...values, ...(person ? { id: person.id } : {}) });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldMessages(parsed.error.issues));
    return null;
  }, [values, person, today]);

  const showServerErrors = useCallback((texts: Record<string, string>) => {
    setErrors(asFieldMessages(texts));
  }, []);

  const warm = useCallback(() => void loadRules().catch(() => undefined), []);

  return { values, errors, setValue, validate, showServerErrors, warm };
}
