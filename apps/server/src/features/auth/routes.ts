import { accountCalls } from '@app/contract/calls/account';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { defineCall } from '../../http/define-call.ts';
import { t } from '../../http/i18n.ts';
import { securityEvent } from '../../security/events.ts';
import { logout, memberInfo, register, resetPassword } from './accounts.ts';
import { changePassword } from './change-password.ts';
import { codeLogin, login } from './login.ts';
import { exchangeCode, requestCode } from './mail-code.ts';

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

  defineCall(app, accountCalls.register, async ({ input, lang, req }) => ({
    data: await register(db, input, lang, req),
    msg: 'success.register',
  }));

  defineCall(app, accountCalls.login, async ({ input, lang, req }) => ({
    data: await login(db, config, input, req.ip, lang, req.log),
    msg: 'success.login',
  }));

  defineCall(app, accountCalls.forgetPassword, async ({ input, lang, req }) => {
    await resetPassword(db, input, lang, req);
    securityEvent(req.log, 'password.changed', {
      account: input.email,
      ip: req.ip,
      reason: 'reset with an e-mail code',
    });
    return { data: null, msg: 'success.modify' };
  });

  defineCall(app, accountCalls.checkEmailCode, async ({ input, lang, req }) => {
    try {
      const token = await exchangeCode(
        db,
        input.accountNo,
        input.transactionType,
        input.code,
        lang,
        req,
      );
      return { data: { code: '00' as const, token } };
    } catch (error) {
      // SPEC §7: a wrong code is data.code '01' with the reason; limits stay body codes (429).
      if (error instanceof AppError && error.key === 'code.incorrect') {
        return { data: { code: '01' as const, error: t('code.incorrect', lang) } };
      }
      throw error;
    }
  });

  defineCall(app, accountCalls.codeLogin, async ({ input, lang, req }) => ({
    data: await codeLogin(db, config, input, lang, req),
    msg: 'success.login',
  }));

  defineCall(
    app,
    accountCalls.changePassword,
    async ({ input, lang, memberId, sessionId, req }) => {
      await changePassword(db, { memberId, sessionId }, input, lang, req.ip, req.log);
      securityEvent(req.log, 'password.changed', {
        account: memberId,
        ip: req.ip,
        reason: 'changed',
      });
      return { data: null, msg: 'success.modify' };
    },
  );

  defineCall(app, accountCalls.memberInfo, async ({ memberId, lang }) => ({
    data: await memberInfo(db, memberId, lang),
  }));

  defineCall(app, accountCalls.logout, async ({ sessionId }) => {
    await logout(db, sessionId);
    return { data: null, msg: 'success.logout' };
  });
}
