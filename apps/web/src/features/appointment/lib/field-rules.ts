import type { FieldMeta } from '@app/contract/sections/meta';
import { shiftYears } from '@app/contract/dates';
import type { FormValues } from './drafts';

const textOf = (value: FormValues[string] | undefined): string =>
  Array.isArray(value) ? value.join(',') : (value ?? '').trim();

/**
 * A conditional field is shown only while its condition holds: card fields while the money comes
 * by credit card, the master's courses once a master's university is given, the residential
 * address while no "same as" option is chosen.
 */
export function isVisible(field: FieldMeta, values: FormValues): boolean {
  const when = field.requiredWhen;
  if (field.required !== 'conditional' || !when) return true;
  const other = textOf(values[when.field]);
  if (when.is === 'empty') return other === '';
  if (when.is === 'filled') return other !== '';
  return other === when.is.equals;
}

/** What is sent: the visible fields' values; hidden ones stay in the draft only. */
export function payloadOf(fields: readonly FieldMeta[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value !== undefined && isVisible(field, values)) out[field.key] = value;
  }
  return out;
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The date picker's range: birth dates 100 years back to yesterday, past events up to today. */
export function dateRange(key: string, today: string): { min: string; max: string } {
  const min = shiftYears(today, -100);
  if (key === 'birthDate') return { min, max: addDays(today, -1) };
  if (key === 'employmentStartDate') return { min, max: today };
  return { min, max: shiftYears(today, 10) };
}

/** Digits-only kinds drop anything else as it is typed (SPEC §5). */
export function filterInput(kind: FieldMeta['kind'], value: string): string {
  return kind === 'int' || kind === 'phone' ? value.replace(/\D+/g, '') : value;
}

export const ADDRESS_FIELDS = ['mailingAddress', 'residentialAddress', 'workAddress'] as const;
