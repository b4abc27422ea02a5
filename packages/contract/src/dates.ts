/**
 * ISO calendar dates (YYYY-MM-DD) as plain strings: rules compare them as text, which orders them
 * correctly for four-digit years, and never touch time zones or the clock.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The parts of a real calendar date written YYYY-MM-DD, or null ('2023-02-29' is null). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Throws when a caller passes something other than a real YYYY-MM-DD as "today". */
export function assertIsoDate(value: string, name = 'today'): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`${name} must be an ISO date YYYY-MM-DD, got '${value}'`);
  return parsed;
}

/**
 * The same month and day `years` earlier or later as text; 29 February may give a date that does
 * not exist, which still compares correctly as a string bound.
 */
export function shiftYears(date: string, years: number): string {
  const { year, month, day } = assertIsoDate(date, 'date');
  return formatIsoDate({ year: year + years, month, day });
}

/**
 * Today's date where the intermediary works. The one place that reads the clock: callers pass its
 * answer to the rules, so a rule's outcome depends only on its arguments.
 */
export function isoDateToday(now: Date = new Date(), timeZone = 'Asia/Hong_Kong'): string {
  // Hong Kong keeps UTC+8 all year (no daylight saving since 1979): plain arithmetic. The first
  // Intl.DateTimeFormat with a time zone loads the zone data, some 15 ms of a phone's main
  // thread as a screen opens (issue 14).
  if (timeZone === 'Asia/Hong_Kong') {
    return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  }
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
