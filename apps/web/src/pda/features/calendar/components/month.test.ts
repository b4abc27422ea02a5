import { describe, expect, it } from 'vitest';
import { isMonth, monthWeeks, shiftMonth } from './month';

describe('the calendar month', () => {
  it('runs in whole weeks from Monday to Sunday around the month', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.at(-1)![6]).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: four rows.
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves across years and knows a month when it sees one', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-07')).toBe(true);
  });
});
