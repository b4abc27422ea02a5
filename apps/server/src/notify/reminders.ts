import { isoDateToday } from '@app/contract/dates';
import { enumLabel } from '@app/contract/enums';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Job } from '../jobs/job.ts';
import { deliver } from './deliver.ts';
import type { Delivery } from './deliver.ts';
import { appBaseUrl, noticeLinks } from './links.ts';
import { businessMembers, oneMember } from './recipients.ts';
import { businessRefs, notifyText } from './templates.ts';

/**
 * The reminders of DESIGN.md "Messages, e-mail and reminders", each at most once per object and
 * occasion: the occasion (`reminder:<what>:<object>[:<date>]`) is a row of reminders_sent written
 * in the transaction of its notices and mails, and every candidate query leaves out the occasions
 * told with one primary-key probe. Dates are calendar days in REMINDER_TIME_ZONE
 * (Asia/Hong_Kong by default), the day `at` falls on there.
 */
const DAY = 86_400_000;
/** Reservations opened longer ago than this are not reminded (they predate the feature). */
const RESERVATION_WINDOW_DAYS = 30;
/** Overdue payments older than this are not reminded (they predate the feature). */
const OVERDUE_WINDOW_DAYS = 30;

export interface ReminderOptions {
  at: number;
  baseUrl: string;
  timeZone: string;
}

export interface ReminderSummary {
  reservationOpen: number;
  paymentDue14: number;
  paymentDue3: number;
  paymentOverdue: number;
  coolingOff: number;
}

/** YYYY-MM-DD plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** `NOT EXISTS (… reminders_sent WHERE occasion = '<prefix>' || a || ':' || b …)`. */
const untold = (prefix: string, ...refs: string[]) => {
  const parts = refs.map((ref) => sql`${sql.ref(ref)}`);
  const key = sql.join(
    [sql.lit(prefix), ...parts.flatMap((p, i) => (i ? [sql.lit(':'), p] : [p]))],
    sql` || `,
  );
  return sql<boolean>`not exists (select 1 from reminders_sent rs where rs.occasion = ${key})`;
};

/**
 * Tells one occasion once: its row, then its notices and mails, in one transaction. Also the
 * retention job's warnings (retention/drafts.ts).
 */
export async function tellOnce(
  db: Db,
  occasion: string,
  at: number,
  delivery: (trx: Db) => Promise<Omit<Delivery, 'occasion'>>,
  options: Pick<ReminderOptions, 'baseUrl'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('reminders_sent')
      .values({ occasion, sent_at: at })
      .onConflict((oc) => oc.column('occasion').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await deliver(
      trx,
      { ...(await delivery(trx)), occasion },
      { baseUrl: options.baseUrl, now: at },
    );
    return true;
  });
}

/** A reservation opened 3 days ago or more and still not submitted: to its creator, once. */
async function reservationsOpen(db: Db, options: ReminderOptions): Promise<number> {
  const { at } = options;
  const rows = await db
    .selectFrom('appointments as a')
    .select(['a.id', 'a.token', 'a.product_type', 'a.creator_id', 'a.created_at'])
    .where('a.status', '=', 'open')
    .where('a.created_at', '<=', at - 3 * DAY)
    .where('a.created_at', '>', at - RESERVATION_WINDOW_DAYS * DAY)
    .where(untold('reminder:reservationOpen:', 'a.id'))
    .execute();
  let told = 0;
  for (const row of rows) {
    const opened = isoDateToday(new Date(Number(row.created_at)), options.timeZone);
    const sent = await tellOnce(
      db,
      `reminder:reservationOpen:${row.id}`,
      at,
      async (trx) => ({
        noticeKind: 'reminder',
        mailKind: 'reminder',
        recipients: await oneMember(trx, row.creator_id),
        route: noticeLinks.reservation(row.token),
        render: (lang) => {
          const params = {
            product: enumLabel('productType', row.product_type, lang),
            date: opened,
          };
          return {
            title: notifyText('notify.reservationOpen.title', lang, params),
            body: notifyText('notify.reservationOpen.body', lang, params),
          };
        },
      }),
      options,
    );
    if (sent) told++;
  }
  return told;
}

type DateReminder = 'paymentDue14' | 'paymentDue3' | 'paymentOverdue' | 'coolingOff';

/**
 * Businesses whose date column falls in [from, to] and whose occasion for that date is untold:
 * a notice and a mail to each of the business's members.
 */
async function businessDates(
  db: Db,
  options: ReminderOptions,
  what: DateReminder,
  column: 'next_payment_date' | 'cooling_off_expiry',
  range: { from: string; to: string; today: string },
): Promise<number> {
  const rows = await db
    .selectFrom('businesses as b')
    .select(['b.id', 'b.order_no', 'b.policy_no', `b.${column} as date`])
    .where(`b.${column}`, '>=', range.from)
    .where(`b.${column}`, '<=', range.to)
    .where(untold(`reminder:${what}:`, 'b.id', `b.${column}`))
    .execute();
  const key = what === 'paymentDue14' || what === 'paymentDue3' ? 'paymentDue' : what;
  let told = 0;
  for (const row of rows) {
    const date = row.date ?? '';
    const business = { orderNo: row.order_no, policyNo: row.policy_no };
    const sent = await tellOnce(
      db,
      `reminder:${what}:${row.id}:${date}`,
      options.at,
      async (trx) => ({
        noticeKind: 'reminder',
        mailKind: 'reminder',
        businessId: row.id,
        recipients: await businessMembers(trx, row.id),
        route: noticeLinks.business(row.id),
        render: (lang) => {
          const params = {
            orderNo: business.orderNo,
            refs: businessRefs(lang, business),
            date,
            days: daysBetween(range.today, date),
          };
          return {
            title: notifyText(`notify.${key}.title`, lang, params),
            body: notifyText(`notify.${key}.body`, lang, params),
          };
        },
      }),
      options,
    );
    if (sent) told++;
  }
  return told;
}

/**
 * Everything due at `options.at`. Windows rather than exact days, so a day the jobs did not run
 * is caught up on the next run: due in 14 days (4 to 14 days ahead), in 3 days (0 to 3 ahead),
 * overdue (from the day after the date, for 30 days), cooling-off ending (0 to 3 days ahead).
 */
export async function runReminders(db: Db, options: ReminderOptions): Promise<ReminderSummary> {
  const today = isoDateToday(new Date(options.at), options.timeZone);
  const within = (from: number, to: number) => ({
    from: addDays(today, from),
    to: addDays(today, to),
    today,
  });
  return {
    reservationOpen: await reservationsOpen(db, options),
    paymentDue14: await businessDates(
      db,
      options,
      'paymentDue14',
      'next_payment_date',
      within(4, 14),
    ),
    paymentDue3: await businessDates(db, options, 'paymentDue3', 'next_payment_date', within(0, 3)),
    paymentOverdue: await businessDates(
      db,
      options,
      'paymentOverdue',
      'next_payment_date',
      within(-OVERDUE_WINDOW_DAYS, -1),
    ),
    coolingOff: await businessDates(db, options, 'coolingOff', 'cooling_off_expiry', within(0, 3)),
  };
}

/** The reminders as a job of the registry (jobs:run, the server's timer). */
export const reminderJob: Job = {
  name: 'reminders',
  run: async ({ db, at, config }) => ({
    ...(await runReminders(db, {
      at,
      baseUrl: appBaseUrl(config),
      timeZone: config.reminderTimeZone,
    })),
  }),
};
