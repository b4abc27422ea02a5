import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateToday } from './dates';

describe('isoDateToday', () => {
  it("gives Hong Kong's calendar day, as the time zone database does, at any instant", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1980-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          expect(isoDateToday(now)).toBe(zone.format(now));
        },
      ),
    );
  });

  it('turns the day at 16:00 UTC (midnight in Hong Kong)', () => {
    expect(isoDateToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(isoDateToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('uses the time zone database for any other zone', () => {
    expect(isoDateToday(new Date('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30');
  });
});
