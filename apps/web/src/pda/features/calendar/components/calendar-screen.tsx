import { Link, useSearchParams } from 'react-router';
import { isoDateToday } from '@app/contract/dates';
import type { CalendarEntry } from '@app/contract/admin/api/dashboard';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { useCalendar } from '../api/use-calendar';
import { isMonth, monthWeeks, shiftMonth } from './month';
import { Screen } from '../../../kit/detail/card';

/** One dated thing as a link to its business: what it is, the order number, the amount due. */
function EntryLink({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation();
  const amount = entry.amount ? ` · ${entry.currency ?? ''} ${entry.amount}` : '';
  return (
    <Link
      className={`calendar__entry calendar__entry--${entry.kind}`}
      to={consolePaths.businessHref(entry.businessId)}
    >
      <span className="calendar__kind">{t(`pda.calendar.kind.${entry.kind}`)}</span>{' '}
      {entry.policyNo ?? entry.orderNo}
      {entry.memberName ? ` · ${entry.memberName}` : ''}
      {amount}
    </Link>
  );
}

/** A day's entries, in the grid's cell and in the phone's list alike. */
function EntryList({ entries = [] }: { entries?: readonly CalendarEntry[] | undefined }) {
  return (
    <ul className="calendar__entries">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.businessId}-${entry.orderNo}`}>
          <EntryLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The renewals and due-payments calendar (issue 37 point 4): a month as a grid of weeks at 1280 px,
 * the same month as a list of days with entries on a phone (console.css shows one of the two).
 * The month lives in the URL, so a link and the back button show the same month.
 */
export function CalendarScreen() {
  const { t } = useTranslation();
  const { language } = useFormat();
  const [params, setParams] = useSearchParams();
  const today = isoDateToday();
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) ? asked : today.slice(0, 7);
  const weeks = monthWeeks(month);
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)![6]!;
  const query = useCalendar(from, to);
  const go = (target: string) => setParams({ month: target });

  const monthName = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(language, {
    month: 'long',
    day: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);

  return (
    <Screen titleId="calendar-title" title={t('pda.calendar.title')}>
      <div className="calendar__bar">
        <button type="button" className="console-button" onClick={() => go(shiftMonth(month, -1))}>
          {t('pda.calendar.previous')}
        </button>
        <h2 className="calendar__month" aria-live="polite" data-testid="calendar-month">
          {monthName}
        </h2>
        <button type="button" className="console-button" onClick={() => go(shiftMonth(month, 1))}>
          {t('pda.calendar.next')}
        </button>
        {month !== today.slice(0, 7) && (
          <button
            type="button"
            className="console-link-button"
            onClick={() => go(today.slice(0, 7))}
          >
            {t('pda.calendar.thisMonth')}
          </button>
        )}
      </div>
      <QueryState query={query}>
        {({ entries }) => {
          const byDay = new Map<string, CalendarEntry[]>();
          for (const entry of entries)
            byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
          const inMonth = [...byDay.keys()].filter((day) => day.startsWith(month)).sort();
          return (
            <>
              <table className="calendar__grid" data-testid="calendar-grid">
                <caption className="visually-hidden">{monthName}</caption>
                <thead>
                  <tr>
                    {weeks[0]!.map((day) => (
                      <th key={day} scope="col">
                        {weekday.format(at(day))}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week) => (
                    <tr key={week[0]}>
                      {week.map((day) => (
                        <td
                          key={day}
                          className={[
                            'calendar__day',
                            day.startsWith(month) ? '' : 'calendar__day--other',
                            day === today ? 'calendar__day--today' : '',
                          ].join(' ')}
                          aria-current={day === today ? 'date' : undefined}
                        >
                          <span className="calendar__date">
                            <span className="visually-hidden">{dayName.format(at(day))}</span>
                            <span aria-hidden="true">{Number(day.slice(8))}</span>
                            {/* Today in words too, not by its outline alone. */}
                            {day === today && (
                              <span className="calendar__today"> {t('pda.calendar.today')}</span>
                            )}
                          </span>
                          <EntryList entries={byDay.get(day)} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="calendar__agenda" data-testid="calendar-agenda">
                {inMonth.length === 0 ? (
                  <p className="console-state">{t('pda.calendar.empty')}</p>
                ) : (
                  inMonth.map((day) => (
                    <section
                      key={day}
                      className="console-card"
                      aria-label={dayName.format(at(day))}
                    >
                      <h3 className="console-card__title">
                        {dayName.format(at(day))}
                        {day === today ? ` · ${t('pda.calendar.today')}` : ''}
                      </h3>
                      <EntryList entries={byDay.get(day)} />
                    </section>
                  ))
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </Screen>
  );
}
