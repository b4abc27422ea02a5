import type { StaffRole } from '@app/contract/calls/staff';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { insertNewStaff } from './staff-accounts.ts';
import { findStaffByEmail } from './staff-repository.ts';

/**
 * DESIGN.md "The handheld site": the demo admin and the agent whose book holds the demo member.
 * Their passwords are in the README, so they are hashed once here with today's parameters, like
 * the demo member's (`DEMO_PASSWORD_HASH`), instead of at every start.
 */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  passwordHash: string;
  inviteCode: string;
}[] = [
  {
    email: 'admin@example.com',
    name: '演示管理员 Demo Admin',
    role: 'admin',
    password: 'Admin2026',
    passwordHash:
      'scrypt$32768$8$3$Tb_UK7X44-A7o3CO5636jA$ZFXuYdW-ox56ZC3LvGnPUqAu0GAngW3Ofs6wSLQ4k1I',
    inviteCode: 'DEMOADMIN',
  },
  {
    email: 'agent@example.com',
    name: '演示顾问 Demo Agent',
    role: 'agent',
    password: 'Agent2026',
    passwordHash:
      'scrypt$32768$8$3$1l7sM4SnPrkf7ZaTb9yoqw$oRDsV6tt0yJODXTgCWbkc77oMHBV7F9ZBS49s_KvpEc',
    inviteCode: 'DEMOAGENT',
  },
];

/**
 * Makes sure the demo staff exist (idempotent, safe for two instances starting together) and
 * answers the demo agent's id, whose book the demo member joins.
 */
export async function ensureDemoStaff(db: Db, now = Date.now()): Promise<string> {
  for (const { password: _published, ...demo } of DEMO_STAFF) {
    if (await findStaffByEmail(db, demo.email)) continue;
    try {
      await insertNewStaff(db, demo, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const agent = await findStaffByEmail(db, 'agent@example.com');
  if (!agent) throw new Error('demo agent missing after seeding');
  return agent.id;
}
