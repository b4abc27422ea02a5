import type { StaffRole } from '@app/contract/calls/staff';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { createStaff } from './staff-accounts.ts';
import { findStaffByEmail } from './staff-repository.ts';

/** DESIGN.md "The handheld site": the demo admin and the agent whose book holds the demo member. */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  inviteCode: string;
}[] = [
  {
    email: 'admin@example.com',
    name: '演示管理员 Demo Admin',
    role: 'admin',
    password: 'Admin2026',
    inviteCode: 'DEMOADMIN',
  },
  {
    email: 'agent@example.com',
    name: '演示顾问 Demo Agent',
    role: 'agent',
    password: 'Agent2026',
    inviteCode: 'DEMOAGENT',
  },
];

/**
 * Makes sure the demo staff exist (idempotent, safe for two instances starting together) and
 * answers the demo agent's id, whose book the demo member joins.
 */
export async function ensureDemoStaff(db: Db, now = Date.now()): Promise<string> {
  for (const demo of DEMO_STAFF) {
    if (await findStaffByEmail(db, demo.email)) continue;
    try {
      await createStaff(db, demo, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const agent = await findStaffByEmail(db, 'agent@example.com');
  if (!agent) throw new Error('demo agent missing after seeding');
  return agent.id;
}
