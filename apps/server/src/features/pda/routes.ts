import { staffCalls } from '@app/contract/calls/staff';
import { BodyCode } from '@app/contract/codes';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../http/app-error.ts';
import { defineCall } from '../../http/define-call.ts';
import { securityEvent } from '../../security/events.ts';
import { RSA_EXPONENT, siteKey } from '../../staff/rsa-key.ts';
import { endLogin, refreshLogin, resolveBearer } from '../../staff/staff-tokens.ts';
import { refuseWithoutFactor } from './mfa-caller.ts';
import { staffLogin } from './login.ts';
import { registerMfaRoutes } from './mfa-routes.ts';
import { setPasswordWithInvitation } from './set-password.ts';

/** The handheld site's own calls (DESIGN.md "The handheld site"), signed like every call. */
export default async function pdaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;

  defineCall(app, staffCalls.publicKey, async () => {
    const key = await siteKey(db, config.pdaRsaBits);
    return { data: { publicKey: key.publicPem, bits: key.bits, exponent: RSA_EXPONENT } };
  });

  defineCall(app, staffCalls.login, async ({ input, req }) => {
    const answer = await staffLogin(db, config, input, req.ip, req.log);
    return { data: answer, msg: 'bearer_token' in answer ? 'success.login' : 'success.ok' };
  });

  defineCall(app, staffCalls.refresh, async ({ input, req }) => {
    await refuseWithoutFactor(db, config, input.refresh_token);
    const outcome = await refreshLogin(db, input.refresh_token);
    if (outcome.status === 'ok') {
      securityEvent(req.log, 'token.revoked', {
        account: outcome.staffId,
        ip: req.ip,
        reason: 'bearer replaced by a refresh',
      });
      return { data: outcome.tokens };
    }
    if (outcome.status === 'reused') {
      // A spent refresh token presented again was copied: the whole login has ended.
      securityEvent(req.log, 'token.revoked', {
        account: outcome.staffId,
        ip: req.ip,
        reason: 'refresh token reused: login ended',
      });
      throw new AppError(BodyCode.unauthorized, 'error.refreshReused');
    }
    throw unauthorized();
  });

  defineCall(app, staffCalls.logout, async ({ req }) => {
    const bearer = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    const principal = bearer ? await resolveBearer(db, bearer) : undefined;
    if (!principal) throw unauthorized();
    await endLogin(db, principal.loginId, 'logout');
    return { data: null, msg: 'success.logout' };
  });

  registerMfaRoutes(app);

  defineCall(app, staffCalls.setPassword, async ({ input, lang, req }) => {
    const set = await setPasswordWithInvitation(db, config.pdaRsaBits, input, lang);
    securityEvent(req.log, 'password.changed', {
      account: set.staffId,
      ip: req.ip,
      reason: set.changed ? 'staff password link' : 'staff invitation',
    });
    return { data: null, msg: 'success.passwordSet' };
  });
}
