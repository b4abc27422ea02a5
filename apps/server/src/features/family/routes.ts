import { familyCalls } from '@app/contract/calls/family';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberSchema } from '@app/contract/sections/family';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { listFamily, removeFamilyMember, saveFamilyMember } from './family-service.ts';

/** DESIGN.md's sub-user list: thin handlers over family-service.ts. */
export default async function familyRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.ctx;

  defineCall(app, familyCalls.subUserList, async ({ memberId }) => ({
    data: await listFamily(db, memberId),
  }));

  defineCall(
    app,
    familyCalls.saveSubUser,
    async ({ input, memberId }) => ({
      data: await saveFamilyMember({ db, dialect, memberId }, input),
      msg: 'success.save',
    }),
    // The birth date is judged on the day of the call, with every other rule at once.
    { requestSchema: () => familyMemberSchema(isoDateToday()) },
  );

  defineCall(app, familyCalls.removeSubUser, async ({ input, memberId }) => {
    await removeFamilyMember(db, memberId, input.id);
    return { data: null, msg: 'success.remove' };
  });
}
