import type { FieldMeta } from '@app/contract/sections/meta';
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

export const ADDRESS_FIELDS = ['mailingAddress', 'residentialAddress', 'workAddress'] as const;
