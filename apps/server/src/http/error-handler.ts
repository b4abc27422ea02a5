import { SealBroken } from '../storage/sealed.ts';
import { BodyCode } from '@app/contract/codes';
import { MAX_UPLOAD_BYTES } from '@app/contract/constants';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { securityEvent } from '../security/events.ts';
import { AppError } from './app-error.ts';
import { requestLanguage, t } from './i18n.ts';
import { markServerFault } from './server-faults.ts';

/** Database faults that mean "try again later" rather than a bug. */
function isUnavailable(error: { code?: string; message?: string }): boolean {
  const code = error.code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'SQLITE_BUSY',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
      error.message ?? '',
    )
  );
}

/**
 * The client went away mid-request (a closed tab, a phone losing its network): its socket is gone
 * and the failure is what reading its body or writing the answer got from that. Not a fault of
 * ours, nor of the database, and nobody is left to answer.
 */
function isClientAbort(error: { code?: string; message?: string }, req: FastifyRequest): boolean {
  const raw = req.raw;
  const gone = raw.aborted || raw.readableAborted || raw.socket?.destroyed === true;
  if (!gone) return false;
  return (
    ['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes(
      error.code ?? '',
    ) ||
    /aborted|premature close|unexpected end of|terminated early|socket hang up/i.test(
      error.message ?? '',
    )
  );
}

/** The multipart parser reports a broken body as a plain Error without a status. */
function isMalformedBody(error: { message?: string; stack?: string }): boolean {
  return (
    /multipart|boundary|part terminated|unexpected end of/i.test(error.message ?? '') ||
    (error.stack ?? '').includes('busboy')
  );
}

/**
 * One place turns every failure into the envelope: application outcomes keep their code, client
 * mistakes become 400, transport limits keep their HTTP status, and anything else is logged with
 * the request id and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lang = requestLanguage(req);
    if (error instanceof AppError) {
      const waits = error.code === BodyCode.tooMany || error.code === BodyCode.busy;
      if (waits && error.data && typeof error.data === 'object') {
        reply.header('retry-after', String((error.data as { retryAfter: number }).retryAfter));
      }
      if (error.code === BodyCode.busy) {
        securityEvent(req.log, 'load.shed', { ip: req.ip, reason: 'password hash queue full' });
      }
      return reply
        .status(200)
        .send({ code: error.code, msg: t(error.key, lang, error.params), data: error.data });
    }
    if (isClientAbort(error, req)) {
      req.log.info({ err: error.message, code: error.code }, 'request aborted by the client');
      return reply.status(400).send({ code: BodyCode.invalid, msg: '', data: null });
    }
    const status = error.statusCode ?? (isMalformedBody(error) ? 400 : 500);
    if (status === 413) {
      // A file over the limit is said beside the file, with the limit (issue 36).
      if (/^\s*multipart\//i.test(req.headers['content-type'] ?? '')) {
        const msg = t('upload.tooLarge', lang, { max: MAX_UPLOAD_BYTES / (1024 * 1024) });
        return reply.status(413).send({ code: 413, msg, data: { fields: { file: msg } } });
      }
      return reply.status(413).send({ code: 413, msg: t('validation.default', lang), data: null });
    }
    if (status >= 400 && status < 500) {
      req.log.info({ err: error.message, code: error.code }, 'bad request');
      return reply
        .status(200)
        .send({ code: BodyCode.invalid, msg: t('validation.default', lang), data: { fields: {} } });
    }
    if (error instanceof SealBroken) {
      // Only file routes open stored files, and a blob fetch reads the HTTP status, not a body.
      req.log.error({ err: error }, 'stored file fails its check');
      markServerFault(req, 'unhandled');
      return reply
        .status(500)
        .send({ code: BodyCode.serverError, msg: t('error.server', lang), data: null });
    }
    if (isUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      markServerFault(req, 'unavailable');
      return reply
        .status(200)
        .send({ code: BodyCode.serverError, msg: t('error.unavailable', lang), data: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    markServerFault(req, 'unhandled');
    return reply
      .status(200)
      .send({ code: BodyCode.serverError, msg: t('error.server', lang), data: null });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLanguage(req);
    reply.status(404).send({ code: BodyCode.notFound, msg: t('error.notFound', lang), data: null });
  });
}
