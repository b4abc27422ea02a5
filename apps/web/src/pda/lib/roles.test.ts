import { describe, expect, it } from 'vitest';
import { staffRoles } from '@app/contract/calls/staff';
import { can, roleNames } from './roles';

describe('roles', () => {
  it('lists the contract roles', () => {
    expect([...roleNames].sort()).toEqual([...staffRoles].sort());
  });

  it('lets auditors read the audit log and write nothing; only admins manage staff', () => {
    expect(roleNames.filter(can.write)).toEqual(['admin', 'operator', 'agent']);
    expect(roleNames.filter(can.readAudit)).toEqual(['admin', 'auditor']);
    expect(roleNames.filter(can.manageStaff)).toEqual(['admin']);
  });
});
