import { businessCalls } from '@app/contract/calls/business';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { registerDocumentRoute } from './document-route.ts';
import {
  getBusiness,
  getPayment,
  listBusinesses,
  listPayments,
  listStatusChanges,
} from './service.ts';

/** The business feature's calls: thin handlers over service.ts. The demo book is seeded in app.ts. */
export default async function businessRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

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
