import { remittanceCalls } from '@app/contract/calls/money-area';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { accountDetails } from './account-details.ts';
import { userBlotter } from './blotter.ts';
import { createRemittance, listRemittances, payeesFor } from './remittances.ts';

/** The member's money area: payees, remittance notices, bank accounts and the statement. */
export default async function remittanceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(app, remittanceCalls.payees, async ({ input, memberId }) => ({
    data: await payeesFor(db, memberId, input.businessId),
  }));

  defineCall(app, remittanceCalls.list, async ({ input, memberId }) => ({
    data: await listRemittances(db, memberId, input),
  }));

  defineCall(app, remittanceCalls.create, async ({ input, memberId, lang }) => ({
    data: await createRemittance(db, memberId, input, lang),
    msg: 'success.submit',
  }));

  defineCall(app, remittanceCalls.accountDetails, async ({ input, memberId }) => ({
    data: await accountDetails(db, memberId, input),
  }));

  defineCall(app, remittanceCalls.userBlotter, async ({ input, memberId }) => ({
    data: await userBlotter(db, memberId, input),
  }));
}
