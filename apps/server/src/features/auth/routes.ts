import { accountCalls } from '@app/contract/calls/account';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { logout, memberInfo, register, resetPassword } from './accounts.ts';
import { login } from './login.ts';
import { requestCode } from './mail-code.ts';

/** The auth feature's calls: thin handlers over the services in this folder. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer } = app.ctx;

  defineCall(app, accountCalls.mailcode, async ({ input, lang, req }) => {
    await requestCode(
      { db, mailer, log: req.log },
      { email: input.accountNo, purpose: input.transactionType, lang, ip: req.ip },
    );
    return { data: null, msg: 'code.sent' };
  });

  defineCall(app, accountCalls.register, async ({ input, lang }) => ({
    data: await register(db, input, lang),
    msg: 'success.register',
  }));

  defineCall(app, accountCalls.login, async ({ input, req }) => ({
    data: await login(db, config, input, req.ip),
    msg: 'success.login',
  }));

  defineCall(app, accountCalls.forgetPassword, async ({ input, lang }) => {
    await resetPassword(db, input, lang);
    return { data: null, msg: 'success.modify' };
  });

  defineCall(app, accountCalls.memberInfo, async ({ memberId }) => ({
    data: await memberInfo(db, memberId),
  }));

  defineCall(app, accountCalls.logout, async ({ sessionId }) => {
    await logout(db, sessionId);
    return { data: null, msg: 'success.logout' };
  });
}
