/**
 * A cell as text. A value starting with `=`, `+`, `-` or `@` is written with a leading `'`
 * (DESIGN.md), so a spreadsheet shows it as text instead of running it as a formula (CSV
 * injection: a member's name `=HYPERLINK(...)` must not become a link in staff's Excel).
 * Tab and carriage return start formulas in some programs too, so they are neutralised alike.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The value at a dotted path of a row: nested objects (a payee's name, a notice's title). */
function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The text of one cell: empty for nothing, JSON for a structure (an audit entry's changes). */
export function cellText(row: unknown, path: string): string {
  const value = valueAt(row, path);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return neutralise(JSON.stringify(value));
  return neutralise(String(value as string | number | boolean));
}
