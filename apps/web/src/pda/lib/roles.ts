import type { StaffRole } from '@app/contract/calls/staff';

/**
 * The contract's staffRoles, repeated as a type-checked list: the contract's module brings zod,
 * which the console's first load (the login guard reads the stored role) does without.
 */
export const roleNames = [
  'admin',
  'operator',
  'agent',
  'auditor',
] as const satisfies readonly StaffRole[];

/**
 * What each role may do (DESIGN.md "The handheld site"). The server decides; these only keep the
 * console from offering what would be refused: an auditor reads everything and writes nothing.
 */
export const can = {
  write: (role: StaffRole) => role !== 'auditor',
  manageStaff: (role: StaffRole) => role === 'admin',
  readAudit: (role: StaffRole) => role === 'admin' || role === 'auditor',
  /** The intermediary's own accounts: kept by admins and operators, read by everyone. */
  managePayees: (role: StaffRole) => role === 'admin' || role === 'operator',
  /** A notice to every member: admin and operator (an agent notifies their own book only). */
  notifyAll: (role: StaffRole) => role === 'admin' || role === 'operator',
};
