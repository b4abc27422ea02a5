/** Calendar arithmetic on YYYY-MM-DD and YYYY-MM texts, in UTC so no time zone moves a day. */

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `by` months after `month` (negative: before). */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The days a month's grid shows: whole weeks from the Monday on or before the 1st to the Sunday on
 * or after the last day (28 to 42 days), each week a row.
 */
export function monthWeeks(month: string): string[][] {
  const first = msOf(`${month}-01`);
  const last = msOf(`${shiftMonth(month, 1)}-01`) - DAY_MS;
  // getUTCDay: 0 Sunday … 6 Saturday; weeks start on Monday.
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const end = last + ((7 - new Date(last).getUTCDay()) % 7) * DAY_MS;
  const weeks: string[][] = [];
  for (let ms = start; ms <= end; ms += 7 * DAY_MS) {
    weeks.push(Array.from({ length: 7 }, (_, i) => toDay(ms + i * DAY_MS)));
  }
  return weeks;
}
