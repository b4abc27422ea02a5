import { mailPreferenceCalls } from '@app/contract/calls/mail-preferences';
import { noticeCalls } from '@app/contract/calls/notice';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { mailPreferences, saveMailPreference } from './mail-preferences.ts';
import { listNotices, readNotice } from './notice-service.ts';

/** The member's message centre calls, and their e-mail settings. */
export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(app, noticeCalls.notice, async ({ input, lang, memberId }) => ({
    data: await listNotices(db, memberId, lang, input),
  }));

  defineCall(app, noticeCalls.readNotice, async ({ input, memberId }) => {
    await readNotice(db, memberId, input);
    return { data: null };
  });

  defineCall(app, mailPreferenceCalls.mailPreferences, async ({ memberId }) => ({
    data: await mailPreferences(db, memberId),
  }));

  defineCall(app, mailPreferenceCalls.saveMailPreference, async ({ input, memberId }) => ({
    data: await saveMailPreference(db, memberId, input),
    msg: 'success.save',
  }));
}
