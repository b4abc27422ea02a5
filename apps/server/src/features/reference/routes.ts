import { accountCalls } from '@app/contract/calls/account';
import { remittanceCalls } from '@app/contract/calls/money-area';
import { referenceCalls } from '@app/contract/calls/reference';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { dictionary } from './dictionary.ts';
import { banks, commonEnums, currencies, mobileList } from './service.ts';

/** The reference feature's calls: enumerations, currencies and banks for the forms. */
export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(app, referenceCalls.commonEnums, async ({ lang }) => ({ data: commonEnums(lang) }));

  defineCall(app, referenceCalls.currencies, async ({ input, lang }) => ({
    data: await currencies(db, lang, input.page, input.size),
  }));

  defineCall(app, accountCalls.mobileList, async ({ lang }) => ({ data: mobileList(lang) }));

  defineCall(app, referenceCalls.banks, async ({ lang }) => ({
    data: await banks(db, lang),
  }));

  defineCall(app, remittanceCalls.dictionary, async ({ input, lang }) => ({
    data: await dictionary(db, input.type, lang),
  }));
}
