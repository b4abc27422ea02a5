import { profileCalls } from '@app/contract/calls/profile';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { basicInfo } from './basic-info.ts';
import { lastPerson } from './last-person.ts';

/** The member's own profile: SPEC §3's basic info, and the person they last submitted with. */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, profileCalls.basicInfo, async ({ memberId }) => ({
    data: await basicInfo(app.ctx.db, memberId),
  }));
  defineCall(app, profileCalls.lastPerson, async ({ memberId }) => ({
    data: await lastPerson(app.ctx.db, memberId),
  }));
}
