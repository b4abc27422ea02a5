import type { AppContext } from '../../http/context.ts';
import { newId } from '../../sessions/tokens.ts';
import * as members from './members-repository.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';
/**
 * DEMO_PASSWORD hashed once with today's parameters: the password is in the README, so its salt
 * need not be new, and every start with demo data (each browser test's server) skips a scrypt.
 * `auth-demo.test.ts` checks that it verifies and needs no rehash.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$32768$8$3$IEb3bnku62K4YtBUHjVeRQ$q2UBOROVi1_gJI9vp7nhuYFu_CGJZdsvaa-E23JBz-s';

/**
 * With DEMO_DATA on, makes sure the demo account exists, so `npm start` can be tried at once, in
 * the book of `staffId` (the demo agent) when given. Idempotent: an existing account (even with a
 * changed password) is left alone, but joins that book if it is in none. The demo businesses are
 * seeded elsewhere, by looking this member up by e-mail.
 */
export async function ensureDemoMember(
  ctx: Pick<AppContext, 'config' | 'db'>,
  now = Date.now(),
  staffId: string | null = null,
): Promise<void> {
  if (!ctx.config.demoData) return;
  const existing = await members.findByEmail(ctx.db, DEMO_EMAIL);
  if (existing) {
    if (staffId && !existing.staff_id) await members.setStaffOwner(ctx.db, existing.id, staffId);
    return;
  }
  // insertIfAbsent: two instances starting together must not both fail on the unique index.
  await members.insertIfAbsent(ctx.db, {
    id: newId(),
    name: '演示用户 Demo User',
    mobile: '13800138000',
    email: DEMO_EMAIL,
    password_hash: DEMO_PASSWORD_HASH,
    staff_id: staffId,
    created_at: now,
    updated_at: now,
  });
}
