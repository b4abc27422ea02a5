import crypto from 'node:crypto';
import { isUniqueViolation } from './unique-violation.ts';

/** How often a clash of random order numbers is redrawn before giving up. */
const ATTEMPTS = 3;

/** 'BO' + the day + six random digits, e.g. BO20250615042917. */
function drawOrderNo(today: string): string {
  return `BO${today.replaceAll('-', '')}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The one way order numbers are made: `write` gets a fresh random number for `today` (an ISO
 * date) and is run again with another one when the unique index on businesses.order_no refuses
 * it. The index decides because a check before the insert would race with a concurrent insert.
 * `write` must be a whole transaction: on PostgreSQL a failed statement spoils the transaction
 * it ran in, so the attempt is redone from its start.
 */
export async function withNewOrderNo<T>(
  today: string,
  write: (orderNo: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(drawOrderNo(today));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
