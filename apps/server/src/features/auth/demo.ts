import type { AppContext } from '../../http/context.ts';
import { newId } from '../../sessions/tokens.ts';
import * as members from './members-repository.ts';
import { hashPassword } from '../../sessions/passwords.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';

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
    password_hash: await hashPassword(DEMO_PASSWORD),
    staff_id: staffId,
    created_at: now,
    updated_at: now,
  });
}
