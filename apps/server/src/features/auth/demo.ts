import type { AppContext } from '../../http/context.ts';
import { newId } from '../../sessions/tokens.ts';
import * as members from './members-repository.ts';
import { hashPassword } from '../../sessions/passwords.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';

/**
 * With DEMO_DATA on, makes sure the demo account exists, so `npm start` can be tried at once.
 * Idempotent: an existing account (even with a changed password) is left alone. The demo
 * businesses are seeded elsewhere, by looking this member up by e-mail.
 */
export async function ensureDemoMember(
  ctx: Pick<AppContext, 'config' | 'db'>,
  now = Date.now(),
): Promise<void> {
  if (!ctx.config.demoData) return;
  if (await members.findByEmail(ctx.db, DEMO_EMAIL)) return;
  // insertIfAbsent: two instances starting together must not both fail on the unique index.
  await members.insertIfAbsent(ctx.db, {
    id: newId(),
    name: '演示用户 Demo User',
    mobile: '13800138000',
    email: DEMO_EMAIL,
    password_hash: await hashPassword(DEMO_PASSWORD),
    created_at: now,
    updated_at: now,
  });
}
