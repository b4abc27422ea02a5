import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';

/**
 * The one "contains" search of the repositories. Every value is a bound parameter; the wildcards
 * someone types are taken literally, escaped with '!' (one character that needs no escaping itself
 * in SQL or in JavaScript, and that both databases accept in ESCAPE).
 */
const ESCAPE = '!';

/** `%text%` with '%', '_' and '!' in the text escaped by '!'. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `${ESCAPE}${c}`)}%`;
}

/**
 * Case-insensitive "contains" that behaves alike on both databases: PostgreSQL's LIKE is
 * case-sensitive and SQLite's is not, so both sides are lowered by the database itself.
 */
export function contains(column: Expression<unknown>, text: string) {
  return sql<SqlBool>`lower(${column}) like lower(${containsPattern(text)}) escape '!'`;
}
