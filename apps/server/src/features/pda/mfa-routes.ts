import { staffMfaCalls } from '@app/contract/calls/staff-mfa';
import { BodyCode } from '@app/contract/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { defineCall } from '../../http/define-call.ts';
import { factorSummary, hasFactor } from '../../staff/mfa/factors.ts';
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from '../../staff/mfa/passkeys.ts';
import { listPasskeys } from '../../staff/mfa/mfa-repository.ts';
import {
  bearerCaller,
  checkCode,
  finishLogin,
  judgeSecondFactor,
  requireFreshProof,
  resolveCaller,
} from './mfa-caller.ts';
import type { MfaCaller } from './mfa-caller.ts';
import {
  disableTotp,
  enableTotp,
  listFactors,
  passkeyEnrolled,
  regenerateRecoveryCodes,
  removePasskey,
  setUpTotp,
} from './mfa-service.ts';
import type { MfaDeps } from './mfa-service.ts';
import { requestLanguage } from '../../http/i18n.ts';

const passkeyFailed = () => new AppError(BodyCode.invalid, 'error.passkeyFailed');

/** The second factor's calls (DESIGN.md "Staff second factor"), signed like every call. */
export function registerMfaRoutes(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  const deps = (req: FastifyRequest): MfaDeps => ({
    db,
    config,
    log: req.log,
    ip: req.ip,
    lang: requestLanguage(req),
  });
  /** Enrolment takes an enrolment token, or a signed-in console. */
  const enroller = (req: FastifyRequest, token: string | undefined) =>
    resolveCaller(db, req, token, ['mfa-setup']);
  /** The second step of a login takes the login's mfa_token only. */
  const loginStep = (req: FastifyRequest, token: string) =>
    resolveCaller(db, req, token, ['mfa']) as Promise<MfaCaller & { via: 'token' }>;

  defineCall(app, staffMfaCalls.totpSetup, async ({ input, req }) => {
    const caller = await enroller(req, input.mfa_token);
    await requireFreshProof(db, req.log, caller, input.code, req.ip);
    return { data: await setUpTotp(deps(req), caller) };
  });

  defineCall(app, staffMfaCalls.totpEnable, async ({ input, req }) => ({
    data: await enableTotp(deps(req), await enroller(req, input.mfa_token), input.code),
    msg: 'success.mfaEnrolled',
  }));

  defineCall(app, staffMfaCalls.verify, async ({ input, req }) => {
    const caller = await loginStep(req, input.mfa_token);
    await checkCode(db, req.log, caller.staff, input.code, req.ip);
    return { data: await finishLogin(db, caller), msg: 'success.login' };
  });

  defineCall(app, staffMfaCalls.totpDisable, async ({ input, req }) => {
    const caller = await bearerCaller(db, req);
    await checkCode(db, req.log, caller.staff, input.code, req.ip);
    await disableTotp(deps(req), caller);
    return { data: null, msg: 'success.mfaChanged' };
  });

  defineCall(app, staffMfaCalls.factors, async ({ req }) => {
    const caller = await bearerCaller(db, req);
    return { data: await listFactors(deps(req), caller.staff.id) };
  });

  defineCall(app, staffMfaCalls.recoveryRegenerate, async ({ input, req }) => {
    const caller = await bearerCaller(db, req);
    await requireFreshProof(db, req.log, caller, input.code, req.ip);
    return { data: await regenerateRecoveryCodes(deps(req), caller), msg: 'success.mfaChanged' };
  });

  defineCall(app, staffMfaCalls.passkeyRegisterOptions, async ({ input, req }) => {
    const caller = await enroller(req, input.mfa_token);
    await requireFreshProof(db, req.log, caller, input.code, req.ip);
    const options = await registrationOptions(db, relyingParty(config, req), caller.staff);
    return { data: { options: options as unknown as Record<string, unknown> } };
  });

  defineCall(app, staffMfaCalls.passkeyRegisterVerify, async ({ input, req }) => {
    const caller = await enroller(req, input.mfa_token);
    const staffId = caller.staff.id;
    const hadFactor = hasFactor(await factorSummary(db, staffId));
    const made = await verifyRegistration(db, relyingParty(config, req), staffId, input.response);
    if (!made) throw passkeyFailed();
    const count = (await listPasskeys(db, staffId)).length;
    const name = input.name ?? `Passkey ${count + 1}`;
    await db
      .insertInto('staff_passkeys')
      .values({ ...made, staff_id: staffId, name })
      .execute();
    return {
      data: await passkeyEnrolled(deps(req), caller, hadFactor),
      msg: 'success.mfaEnrolled',
    };
  });

  defineCall(app, staffMfaCalls.passkeyLoginOptions, async ({ input, req }) => {
    const caller = await loginStep(req, input.mfa_token);
    const options = await authenticationOptions(db, relyingParty(config, req), caller.staff.id);
    return { data: { options: options as unknown as Record<string, unknown> } };
  });

  defineCall(app, staffMfaCalls.passkeyLoginVerify, async ({ input, req }) => {
    const caller = await loginStep(req, input.mfa_token);
    const rp = relyingParty(config, req);
    await judgeSecondFactor(db, req.log, caller.staff, req.ip, {
      check: () => verifyAuthentication(db, rp, caller.staff.id, input.response),
      reason: 'passkey not verified',
      refusal: passkeyFailed,
    });
    return { data: await finishLogin(db, caller), msg: 'success.login' };
  });

  defineCall(app, staffMfaCalls.passkeyRemove, async ({ input, req }) => {
    const caller = await bearerCaller(db, req);
    await requireFreshProof(db, req.log, caller, input.code, req.ip);
    await removePasskey(deps(req), caller, input.id);
    return { data: null, msg: 'success.mfaChanged' };
  });
}
