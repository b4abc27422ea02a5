/** Day filters the back office's list queries share (the text search is db/contains.ts). */

/**
 * The first millisecond of a calendar day where the intermediary works (Hong Kong, UTC+8 all year,
 * as isoDateToday assumes), so a day filter means the day staff see on their calendar.
 */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
