import { formatIsoDate, isValidCalendarDate } from '@app/contract/dates';

/** A real calendar date as YYYY-MM-DD, or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  return isValidCalendarDate(year, month, day) ? formatIsoDate({ year, month, day }) : null;
}
