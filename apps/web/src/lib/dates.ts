import { parseIsoDate } from '@app/contract/dates';
import type { Language } from '@app/contract/codes';

const DAY_MS = 86_400_000;
/** SPEC-adjacent rule of thumb: a payment within this many days is flagged 'due soon'. */
export const DUE_SOON_DAYS = 30;

export type DueState = 'overdue' | 'soon' | 'ok';

function dayNumber(iso: string): number | null {
  const date = parseIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / DAY_MS : null;
}

/**
 * Whole calendar days from `todayIso` to `expiryIso` (0 on the last day, negative once past);
 * null when either is not a real YYYY-MM-DD. Calendar days, so time zones and DST never shift it.
 */
export function daysLeft(expiryIso: string | null | undefined, todayIso: string): number | null {
  if (!expiryIso) return null;
  const expiry = dayNumber(expiryIso);
  const today = dayNumber(todayIso);
  return expiry === null || today === null ? null : expiry - today;
}

/** 'overdue' once the date has passed, 'soon' within DUE_SOON_DAYS (today included), else 'ok'. */
export function dueState(nextPaymentIso: string | null | undefined, todayIso: string): DueState {
  const days = daysLeft(nextPaymentIso, todayIso);
  if (days === null) return 'ok';
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'soon' : 'ok';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, options);
    formatters.set(key, found);
  }
  return found;
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A date as Intl's medium date style writes it in our languages (zh-CN and zh-HK '2025年3月9日', 'Mar 9,
 * 2025'), without Intl: the first Intl.DateTimeFormat a page makes loads the locale's calendar
 * data, some 25 ms of a phone's main thread in the middle of the business list's first render
 * (issue 14). dates.test.ts checks every month of a year against Intl's own output.
 */
function mediumDate(year: number, month: number, day: number, lang: Language): string {
  return lang !== 'en-US'
    ? `${year}年${month}月${day}日`
    : `${MONTHS_EN[month - 1]} ${day}, ${year}`;
}

/** A calendar date (YYYY-MM-DD) in the member's language: '2025年3月9日' / 'Mar 9, 2025'. */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  const date = iso ? parseIsoDate(iso) : null;
  if (!date) return iso ?? '';
  // The calendar date itself: it never moves a day with the time zone.
  return mediumDate(date.year, date.month, date.day, lang);
}

/** An instant (ISO with offset) in the member's language and time zone, with or without time. */
export function formatInstant(
  iso: string | null | undefined,
  lang: Language,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // The date alone in the device's own time zone is what Date's local fields give.
  if (!withTime && !timeZone) {
    return mediumDate(at.getFullYear(), at.getMonth() + 1, at.getDate(), lang);
  }
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
    : { dateStyle: 'medium', timeZone };
  return formatter(lang, options).format(at);
}
