import { describe, expect, it } from 'vitest';
import { daysLeft, dueState, formatDate, formatInstant } from './dates';

describe('daysLeft', () => {
  it('counts calendar days to the expiry, 0 on the last day and negative once past', () => {
    expect(daysLeft('2025-03-20', '2025-03-10')).toBe(10);
    expect(daysLeft('2025-03-10', '2025-03-10')).toBe(0);
    expect(daysLeft('2025-03-09', '2025-03-10')).toBe(-1);
  });

  it('crosses month ends, leap days and DST changes without drifting', () => {
    expect(daysLeft('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysLeft('2025-03-01', '2025-02-28')).toBe(1);
    expect(daysLeft('2025-11-03', '2025-10-26')).toBe(8);
    expect(daysLeft('2026-01-01', '2025-12-31')).toBe(1);
  });

  it('is null without a real date', () => {
    expect(daysLeft(null, '2025-03-10')).toBeNull();
    expect(daysLeft(undefined, '2025-03-10')).toBeNull();
    expect(daysLeft('2025-02-30', '2025-03-10')).toBeNull();
    expect(daysLeft('2025-03-10', 'today')).toBeNull();
  });
});

describe('dueState', () => {
  it('is overdue once the date has passed', () => {
    expect(dueState('2025-03-09', '2025-03-10')).toBe('overdue');
  });

  it('is soon from today up to 30 days ahead', () => {
    expect(dueState('2025-03-10', '2025-03-10')).toBe('soon');
    expect(dueState('2025-04-09', '2025-03-10')).toBe('soon');
  });

  it('is ok further ahead or without a date', () => {
    expect(dueState('2025-04-10', '2025-03-10')).toBe('ok');
    expect(dueState(null, '2025-03-10')).toBe('ok');
  });
});

describe('formatDate', () => {
  it('writes a calendar date in each language without shifting the day', () => {
    expect(formatDate('2025-03-09', 'en-US')).toBe('Mar 9, 2025');
    expect(formatDate('2025-03-09', 'zh-CN')).toBe('2025年3月9日');
    expect(formatDate('2025-03-09', 'zh-HK')).toBe('2025年3月9日');
    expect(formatDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
  });

  it('gives back text that is not a date, and nothing for nothing', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDate(null, 'en-US')).toBe('');
  });
});

describe('formatInstant', () => {
  it('writes the date, and the time when asked, in the given zone', () => {
    const at = '2025-03-09T16:30:00Z';
    expect(formatInstant(at, 'en-US', { timeZone: 'UTC' })).toBe('Mar 9, 2025');
    expect(formatInstant(at, 'zh-CN', { timeZone: 'Asia/Hong_Kong' })).toBe('2025年3月10日');
    expect(formatInstant(at, 'en-US', { withTime: true, timeZone: 'UTC' })).toMatch(
      /^Mar 9, 2025, 4:30\sPM$/,
    );
  });

  it("writes a date in the device's own zone exactly as Intl's medium date style does", () => {
    for (const lang of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const intl = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const at = new Date(2025, month, day, 23, 30);
          expect(formatInstant(at.toISOString(), lang)).toBe(intl.format(at));
          const iso = `2031-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatDate(iso, lang)).toBe(intl.format(new Date(2031, month, day)));
        }
      }
    }
  });

  it('gives back text that is not an instant', () => {
    expect(formatInstant('never', 'en-US')).toBe('never');
    expect(formatInstant(undefined, 'en-US')).toBe('');
  });
});
