import type { EnumName } from '@app/contract/enums';
import type { Option } from '../../components/select-field';

/** How a field is edited: the kit picks the control, the contract's schema checks the value. */
export type FieldKind =
  'text' | 'email' | 'password' | 'multiline' | 'date' | 'number' | 'enum' | 'reference';

/**
 * One field of a console form, declared once: the kit renders it, keeps its value, and shows
 * the client's or the server's message beside it.
 */
export interface FieldSpec<N extends string = string> {
  name: N;
  /** Catalog key of the label. */
  label: string;
  /** Where the schema and the server put this field's message, when not at its name (title.zhCN). */
  path?: string;
  kind?: FieldKind;
  required?: boolean;
  /** Catalog key of a hint under the control. */
  hint?: string;
  maxLength?: number;
  /** kind 'enum': the contract's enumeration the choices come from. */
  enumName?: EnumName;
  /** kind 'reference' (or a console list): choices labelled by the screen, or from the values. */
  options?: readonly Option[] | ((values: Record<N, string>) => readonly Option[]);
  /** Catalog key of the empty choice; a select without it has none. */
  emptyLabel?: string;
  disabled?: boolean;
  /** kind 'password': the placeholder's catalog key. */
  placeholder?: string;
}

export type FormValues<N extends string> = Record<N, string>;

/**
 * What a submit sends: a new record leaves empty fields out (the schema fills defaults), a
 * correction sends only what differs from the record, both trimmed.
 */
export function bodyOf<N extends string>(
  fields: readonly FieldSpec<N>[],
  values: FormValues<N>,
  initial: FormValues<N>,
  correction: boolean,
): Partial<FormValues<N>> {
  const body: Partial<FormValues<N>> = {};
  for (const { name } of fields) {
    const value = values[name].trim();
    if (correction ? value !== initial[name].trim() : value !== '') body[name] = value;
  }
  return body;
}
