import type * as z from 'zod';
import { OTHER_BANK } from './bank-table.ts';
import {
  email,
  intText,
  isoDate,
  moneyText,
  notFutureDate,
  optionalNotPastDate,
  optionalIntText,
  optionalSelectList,
  optionalSelectOf,
  optionalText,
  optionalTextMatching,
  optionalYesNo,
  pastDate,
  requiredPick,
  requiredText,
  selectOf,
  textMatching,
  uploadId,
  yesNo,
} from '../fields.ts';
import { conditionHolds, textOf } from './meta.ts';
import type { FieldKind, FieldRow } from './meta.ts';

/**
 * A section's zod shape, derived from its field table (meta.ts says why rows carry no zod). A
 * conditional field is optional here: the section's cross-field check requires it while its
 * condition holds (checkRequiredWhen), because only the whole object shows the other field.
 */
export interface FieldContext {
  /** YYYY-MM-DD: relative dates (birth, employment start) are judged against it. */
  today?: string;
  /** getbanklist's codes, when the caller has them: a made-up bank code is refused. */
  bankCodes?: readonly string[];
}

export type Data = Record<string, unknown>;

/** Adds an issue on `path` with a catalog key, as the field-level rules do. */
export function flag(ctx: z.RefinementCtx, path: string, key: string, params?: Data): void {
  ctx.addIssue({ code: 'custom', path: [path], message: key, ...(params ? { params } : {}) });
}

/** A superRefine that also runs when some fields failed: the user sees every problem at once. */
export const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** A row of any table, whatever its variants. */
type Row = FieldRow<string>;

type Build = (row: Row, required: boolean, context: FieldContext) => z.ZodType;

const unsupported = (row: Row, what: string): never => {
  throw new Error(`field ${row.key}: ${what} is not supported`);
};

function textField(row: Row, required: boolean): z.ZodType {
  const { match, normalise, maxLength } = row;
  if (!match) return required ? requiredText(maxLength) : optionalText(maxLength);
  const { pattern, message, check } = match;
  if (!required && !normalise && !check) return optionalTextMatching(pattern, message, maxLength);
  if (!required) return unsupported(row, 'an optional normalised or checked text');
  const matched = normalise
    ? // Normalised before the pattern is tried: 'hsbchkhh' is a good SWIFT code once in capitals.
      requiredText(maxLength)
        .transform(normalise)
        .refine((v) => pattern.test(v), message)
    : textMatching(pattern, message, maxLength);
  return check ? matched.refine(check, message) : matched;
}

function selectField(row: Row, required: boolean, { bankCodes }: FieldContext): z.ZodType {
  if (row.source === 'bankList') {
    if (!required) unsupported(row, 'an optional bank');
    return requiredPick(row.maxLength).refine(
      (v) => bankCodes === undefined || bankCodes.includes(v) || v === OTHER_BANK,
      'validation.bankCode',
    );
  }
  const name = row.enum ?? unsupported(row, 'a select without an enumeration');
  if (row.maxPicks) return optionalSelectList(name, row.maxPicks);
  return required ? selectOf(name) : optionalSelectOf(name);
}

function dateField(row: Row, required: boolean, { today }: FieldContext): z.ZodType {
  if (!required) {
    if (!row.notPast) unsupported(row, 'an optional date without a bound');
    return optionalNotPastDate(today);
  }
  if (row.maxYearsAgo === undefined && !row.notFuture) return isoDate;
  const day = today ?? unsupported(row, 'a relative date without today');
  return row.maxYearsAgo !== undefined ? pastDate(day, row.maxYearsAgo) : notFutureDate(day);
}

function intField(row: Row, required: boolean): z.ZodType {
  const [min, max] = row.range ?? unsupported(row, 'an int without a range');
  return required ? intText(min, max) : optionalIntText(min, max);
}

function requiredOnly(schema: z.ZodType): Build {
  return (row, required) => (required ? schema : unsupported(row, `an optional ${row.kind}`));
}

const builders: Record<FieldKind, Build> = {
  text: textField,
  textarea: textField,
  // The area code decides a mobile number's length: checkIdentity judges that.
  phone: textField,
  select: selectField,
  date: dateField,
  int: intField,
  money: requiredOnly(moneyText),
  yesno: (_row, required) => (required ? yesNo : optionalYesNo),
  email: requiredOnly(email),
  file: (_row, required) => uploadId(required),
};

/**
 * The zod shape of these rows; `rules` holds the schemas a section names in its rows' `rule`.
 * Sections build their schemas through registry.ts, which caches them.
 */
export function shapeOf(
  rows: readonly Row[],
  context: FieldContext = {},
  rules: Record<string, z.ZodType> = {},
): Record<string, z.ZodType> {
  return Object.fromEntries(
    rows.map((row) => {
      const named = row.rule === undefined ? undefined : rules[row.rule];
      if (row.rule !== undefined && !named) unsupported(row, `the unknown rule ${row.rule}`);
      return [row.key, named ?? builders[row.kind](row, (row.required ?? true) === true, context)];
    }),
  );
}

/** The "missing" key of a field of this kind: how the member fills it in (issues.ts). */
export function requiredKeyOf(kind: FieldKind): string {
  if (kind === 'select' || kind === 'date') return 'validation.requiredChoice';
  if (kind === 'yesno') return 'validation.requiredAnswer';
  if (kind === 'file') return 'validation.uploadRequired';
  return 'validation.required';
}

/** Requires each conditional row while its condition holds (run it with `always`). */
export function checkRequiredWhen(rows: readonly Row[]) {
  const conditional = rows.filter((row) => row.requiredWhen);
  return (data: Data, ctx: z.RefinementCtx): void => {
    for (const { key, kind, requiredWhen } of conditional) {
      if (requiredWhen && conditionHolds(requiredWhen, data) && !textOf(data[key]))
        flag(ctx, key, requiredKeyOf(kind));
    }
  };
}
