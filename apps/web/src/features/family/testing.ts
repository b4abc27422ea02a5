import type { FamilyMember } from '@app/contract/calls/family';
import { allEnumOptions } from '@app/contract/enums';
import { familyMemberFixture } from '@app/contract/testing/fixtures';
import { fakeServer } from '../../../test/server';
import type { Reply } from '../../../test/server';

/** Test support for the family screens (not shipped: only tests import it). */
export const person = (today: string, overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  id: 'f1',
  ...(familyMemberFixture(today) as Omit<FamilyMember, 'id'>),
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

/** A logged-in member and a fake server: enumerations answered, the rest by `handlers`. */
export function serveFamily(handlers: Record<string, (fields: Record<string, string>) => Reply>) {
  localStorage.setItem('member-token', 'member-1');
  return fakeServer((path, fields) => {
    const handler = handlers[path];
    if (handler) return handler(fields);
    if (path === 'insuranceservice/getinscommonenum') {
      return { code: 200, data: allEnumOptions('en-US') };
    }
    return { code: 404, msg: `unexpected ${path}` };
  });
}
