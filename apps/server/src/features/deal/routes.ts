import { dealCalls } from '@app/contract/calls/deal';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { userDeal } from './deal-service.ts';

/** user/userDeal: public, so the register screen can show the texts before there is an account. */
export default async function dealRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, dealCalls.userDeal, async ({ input, lang }) => ({
    data: userDeal(input, lang),
  }));
}
