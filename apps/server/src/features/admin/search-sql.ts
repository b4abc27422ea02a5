import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';

/** Search helpers the back office's list queries share; every value is a bound parameter. */

/** `%text%` with the wildcards someone typed taken literally: '!' escapes '%', '_' and itself. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * Case-insensitive "contains" that behaves alike on both databases: PostgreSQL's LIKE is
 * case-sensitive and SQLite's is not, so both sides are lowered by the database itself.
 */
export function contains(column: Expression<unknown>, text: string) {
  return sql<SqlBool>`lower(${column}) like lower(${containsPattern(text)}) escape '!'`;
}

/**
 * The first millisecond of a calendar day where the intermediary works (Hong Kong, UTC+8 all year,
 * as isoDateToday assumes), so a day filter means the day staff see on their calendar.
 */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
