import type { FamilyMember } from '@app/contract/calls/family';
import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/routes';
import { BodyCode } from '@app/contract/codes';
import type { FamilyMemberValues } from '@app/contract/sections/family';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../sessions/tokens.ts';
import * as family from './family-repository.ts';

/**
 * The sub-user list's rules: a member sees and changes only their own family members (anyone
 * else's id is simply not found, 404), and keeps at most MAX_FAMILY_MEMBERS.
 */
export interface FamilyContext {
  db: Db;
  dialect: Dialect;
  memberId: string;
}

export async function listFamily(db: Db, memberId: string): Promise<FamilyMember[]> {
  return (await family.listByMember(db, memberId)).map(family.toFamilyMember);
}

const tooMany = () =>
  new AppError(BodyCode.conflict, 'error.familyLimit', null, { max: MAX_FAMILY_MEMBERS });

/** Creates one (no id) or changes one of the member's own (id), and answers it as kept. */
export async function saveFamilyMember(
  ctx: FamilyContext,
  { id, ...fields }: FamilyMemberValues,
  now = Date.now(),
): Promise<FamilyMember> {
  const { db, dialect, memberId } = ctx;
  const savedId = await db.transaction().execute(async (trx) => {
    if (id) {
      if (!(await family.updateOwned(trx, memberId, id, fields, now))) throw notFound();
      return id;
    }
    await family.lockMember(trx, dialect, memberId);
    if ((await family.countByMember(trx, memberId)) >= MAX_FAMILY_MEMBERS) throw tooMany();
    const created = newId();
    await family.insert(trx, { id: created, memberId, now }, fields);
    return created;
  });
  const row = await family.findOwned(db, memberId, savedId);
  if (!row) throw notFound();
  return family.toFamilyMember(row);
}

export async function removeFamilyMember(db: Db, memberId: string, id: string): Promise<void> {
  if (!(await family.removeOwned(db, memberId, id))) throw notFound();
}
