/**
 * Times are stored as milliseconds since the epoch (INTEGER on SQLite, BIGINT on PostgreSQL, whose
 * driver answers a BIGINT as a string); the API and the back office show them as ISO 8601 in UTC.
 * Every conversion between the two goes through here.
 */
export type StoredTime = number | string | bigint;

/** The stored milliseconds as a Date. */
export const toDate = (ms: StoredTime): Date => new Date(Number(ms));

/** The stored milliseconds as ISO 8601 (UTC); a time not set yet stays null. */
export function toIso(ms: StoredTime): string;
export function toIso(ms: StoredTime | null): string | null;
export function toIso(ms: StoredTime | null): string | null {
  return ms === null ? null : toDate(ms).toISOString();
}
