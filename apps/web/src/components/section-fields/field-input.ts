import type { FieldMeta } from '@app/contract/sections/meta';
import { shiftYears } from '@app/contract/dates';

/** How a section field's input is bounded and filtered as it is typed. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The date picker's range: birth dates 100 years back to yesterday, past events up to today. */
export function dateRange(key: string, today: string): { min: string; max: string } {
  const min = shiftYears(today, -100);
  if (key === 'birthDate') return { min, max: addDays(today, -1) };
  if (key === 'employmentStartDate') return { min, max: today };
  return { min, max: shiftYears(today, 10) };
}

/** Digits-only kinds drop anything else as it is typed (SPEC §5). */
export function filterInput(kind: FieldMeta['kind'], value: string): string {
  return kind === 'int' || kind === 'phone' ? value.replace(/\D+/g, '') : value;
}
