import { DEFAULT_MAXLENGTH, EMAIL_MAX_LENGTH } from '../constants.ts';
import type { EnumName } from '../enums.ts';

/**
 * What a client needs to render a section's form without knowing its rules: the order, the kind
 * of control, the enumeration behind a picker, whether it is required, the length limit and the
 * label's catalog key (labels.ts). It is derived from the section's field table (FieldRow), as the
 * zod schema is (field-schema.ts), so the two cannot disagree.
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
  /** The HTML autocomplete token of a personal field the phone can fill (issue 36); else 'off'. */
  autocomplete?: string;
  labelKey: string;
}

/**
 * One field of a section, declared once: its form metadata, its labels and the options its zod
 * schema is derived from. Rows are plain data, without zod, on purpose: the web bundles labels
 * and form metadata with its screens, and loads zod (about 30 KiB) only with the reservation
 * calls, on demand. So a row names its rule (pattern, range, date bound...) instead of carrying a
 * zod builder, and field-schema.ts turns kind + options into the schema.
 */
export interface FieldRow<Variant extends string = never> extends Omit<
  FieldMeta,
  'labelKey' | 'required' | 'multiple'
> {
  zh: string;
  hk: string;
  en: string;
  /** Required unless said otherwise, as most of FIELDS.md is. */
  required?: FieldMeta['required'];
  /** A multiple choice of at most this many values. */
  maxPicks?: number;
  /** int: the accepted range. */
  range?: readonly [min: number, max: number];
  /** date: before today and at most this many years back (a birth date). */
  maxYearsAgo?: number;
  /** date: today at the latest. */
  notFuture?: boolean;
  /** date: today at the earliest (a document's expiry). */
  notPast?: boolean;
  /** text: how the value is written before it is checked and kept (codes in capitals). */
  normalise?: (value: string) => string;
  /** text: the value must match `pattern` (and pass `check`, if given), else `message`. */
  match?: { pattern: RegExp; message: string; check?: (value: string) => boolean };
  /** A schema the section module supplies under this name, for checks no option describes. */
  rule?: string;
  /** An ID, card, account or tax number: encrypted at rest, shown masked outside the owner's draft. */
  sensitive?: boolean;
  /** Only in these variants of the section (a person's role, a product type); absent: in all. */
  onlyFor?: readonly Variant[];
}

/** What a row says beyond its key, kind and labels. */
export type RowOptions<Variant extends string = never> = Omit<
  FieldRow<Variant>,
  'key' | 'kind' | 'zh' | 'hk' | 'en'
>;

/** A table row, written like the dictionary's: key, kind, simplified and Hong Kong Chinese and English label, options. */
export function fieldRow<Variant extends string = never>(
  key: string,
  kind: FieldKind,
  zh: string,
  hk: string,
  en: string,
  options: RowOptions<Variant> = {},
): FieldRow<Variant> {
  return { key, kind, zh, hk, en, ...options };
}

/** Optional, shorter to read in the tables. */
export const optional = { required: false } as const;

const defaultInputMode: Partial<Record<FieldKind, FieldMeta['inputMode']>> = {
  int: 'numeric',
  money: 'decimal',
  phone: 'tel',
  email: 'email',
};

/** FIELDS.md: text is at most 20 characters unless given; an int as long as its largest value. */
function defaultMaxLength(row: FieldRow<string>): number | undefined {
  if (row.kind === 'int' && row.range) return String(row.range[1]).length;
  if (row.kind === 'email') return EMAIL_MAX_LENGTH;
  const texts: FieldKind[] = ['text', 'textarea', 'phone', 'money'];
  return texts.includes(row.kind) ? DEFAULT_MAXLENGTH : undefined;
}

/** The form metadata of a row. */
export function fieldMeta(row: FieldRow<string>): FieldMeta {
  const { key, kind, enum: enumName, source, requiredWhen, autocomplete } = row;
  const maxLength = row.maxLength ?? defaultMaxLength(row);
  const inputMode = row.inputMode ?? defaultInputMode[kind];
  return {
    key,
    kind,
    labelKey: `field.${key}`,
    required: row.required ?? true,
    ...(enumName ? { enum: enumName } : {}),
    ...(source ? { source } : {}),
    ...(row.maxPicks ? { multiple: true } : {}),
    ...(requiredWhen ? { requiredWhen } : {}),
    ...(maxLength ? { maxLength } : {}),
    ...(inputMode ? { inputMode } : {}),
    ...(autocomplete ? { autocomplete } : {}),
  };
}

/** The rows a variant of a section asks, in table order. */
export function rowsFor<V extends string>(rows: readonly FieldRow<V>[], variant: V): FieldRow<V>[] {
  return rows.filter((row) => !row.onlyFor || row.onlyFor.includes(variant));
}

/** A value as text, trimmed; anything but text counts as blank. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether a conditional field is required with these values (the web shows it only then). */
export function conditionHolds(when: RequiredWhen, data: Record<string, unknown>): boolean {
  const other = textOf(data[when.field]);
  if (when.is === 'empty') return other === '';
  if (when.is === 'filled') return other !== '';
  return other === when.is.equals;
}

/** Codes people type in either case (ID numbers, SWIFT codes) are kept in capitals. */
export const inCapitals = (value: string): string => value.trim().toUpperCase();
