import { profileCalls } from '@app/contract/calls/profile';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { basicInfo } from './basic-info.ts';

/** The member's own profile: SPEC §3's basic info. */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, profileCalls.basicInfo, async ({ memberId }) => ({
    data: await basicInfo(app.ctx.db, memberId),
  }));
}
