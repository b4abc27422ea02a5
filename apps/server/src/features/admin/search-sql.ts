/** Day filters the back office's list queries share (the text search is db/contains.ts). */

/**
 * The first millisecond of a calendar day where the intermediary works (Hong Kong, UTC+8 all year,
 * as isoDateToday assumes), so a day filter means the day staff see on their calendar.
 */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (ms). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The first millisecond of a calendar day in `timeZone` (an IANA name, REMINDER_TIME_ZONE): the
 * audit log's day filter, where a zone with summer time is allowed. Asked twice because the
 * offset at UTC midnight may differ from the one at local midnight.
 */
export function dayStartIn(date: string, timeZone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const first = utc - zoneOffset(utc, timeZone);
  return utc - zoneOffset(first, timeZone);
}
