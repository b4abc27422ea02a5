import type { EnumName } from '../enums.ts';

/**
 * What a client needs to render a section's form without knowing its rules: the order, the kind
 * of control, the enumeration behind a picker, whether it is required, the length limit and the
 * label's catalog key (labels.ts). The zod schema beside each list stays the authority.
 */
export type FieldKind =
  'text' | 'textarea' | 'select' | 'date' | 'int' | 'money' | 'yesno' | 'email' | 'phone' | 'file';

/** When a 'conditional' field becomes required: another field is empty, filled, or equals a value. */
export interface RequiredWhen {
  field: string;
  is: 'empty' | 'filled' | { equals: string };
}

export interface FieldMeta {
  key: string;
  kind: FieldKind;
  enum?: EnumName;
  /** A picker filled from a reference call instead of an enumeration. */
  source?: 'bankList';
  /** A multiple choice (a list of values). */
  multiple?: boolean;
  required: boolean | 'conditional';
  requiredWhen?: RequiredWhen;
  maxLength?: number;
  /** The mobile keyboard to open. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  labelKey: string;
}

type Extra = Omit<FieldMeta, 'key' | 'kind' | 'labelKey' | 'required'> & {
  required?: FieldMeta['required'];
};

const defaultInputMode: Partial<Record<FieldKind, FieldMeta['inputMode']>> = {
  int: 'numeric',
  money: 'decimal',
  phone: 'tel',
  email: 'email',
};

/** One field's metadata; required unless said otherwise, as most of FIELDS.md is. */
export function field(key: string, kind: FieldKind, extra: Extra = {}): FieldMeta {
  const inputMode = extra.inputMode ?? defaultInputMode[kind];
  return {
    key,
    kind,
    labelKey: `field.${key}`,
    ...extra,
    required: extra.required ?? true,
    ...(inputMode ? { inputMode } : {}),
  };
}

/** Optional, shorter to read in the lists. */
export const optional = { required: false } as const;
