import { businessCalls } from '@app/contract/calls/business';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { seedDemoBusinesses } from './demo.ts';
import { registerDocumentRoute } from './document-route.ts';
import {
  getBusiness,
  getPayment,
  listBusinesses,
  listPayments,
  listStatusChanges,
} from './service.ts';

/**
 * The business feature's calls. Registered after auth (app.ts), whose plugin has made sure the
 * demo member exists by then, so the demo businesses can be attached to it.
 */
export default async function businessRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  await seedDemoBusinesses(app.ctx);

  defineCall(app, businessCalls.list, async ({ input, memberId, lang }) => ({
    data: await listBusinesses(db, memberId, input, lang),
  }));

  defineCall(app, businessCalls.detail, async ({ input, memberId, lang }) => ({
    data: await getBusiness(db, memberId, input.id, lang),
  }));

  defineCall(app, businessCalls.paymentRecords, async ({ input, memberId }) => ({
    data: await listPayments(db, memberId, input),
  }));

  defineCall(app, businessCalls.paymentRecord, async ({ input, memberId }) => ({
    data: await getPayment(db, memberId, input.id),
  }));

  defineCall(app, businessCalls.statusChanges, async ({ input, memberId }) => ({
    data: await listStatusChanges(db, memberId, input.id),
  }));

  registerDocumentRoute(app);
}
