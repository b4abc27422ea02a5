import { REMITTANCE_SLIP_KIND, reservationCalls } from '@app/contract/calls/reservation';
import { UPLOAD_FILE_FIELD } from '@app/contract/calls/reservation';
import type { FastifyInstance } from 'fastify';
import { BodyCode } from '@app/contract/codes';
import { AppError } from '../../http/app-error.ts';
import { defineCall } from '../../http/define-call.ts';
import type { CallContext } from '../../http/define-call.ts';
import { securityEvent } from '../../security/events.ts';
import { UploadRefused } from './keep-upload.ts';
import { t } from '../../http/i18n.ts';
import { isReceivedFile } from '../../http/multipart.ts';
import { sendUpload } from './download.ts';
import { acceptOwnFile } from './own-file.ts';
import { acceptUpload, missingFile } from './uploads.ts';

/** platform/upload and the download of stored files. */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, files } = app.ctx;

  /** The file judged and kept; a refusal is also a security event (upload.refused). */
  async function takeUpload(call: CallContext<typeof reservationCalls.upload>) {
    const { input, body, memberId, lang } = call;
    // shopId comes from the server's own runtime configuration; another shop's is a wrong client.
    if (input.shopId && input.shopId !== config.shopId) {
      throw new AppError(BodyCode.invalid, 'upload.failed', {
        fields: { shopId: t('validation.option', lang) },
      });
    }
    const file = body[UPLOAD_FILE_FIELD];
    if (!isReceivedFile(file)) throw missingFile(lang);
    const settings = { files, quotaBytes: config.uploadQuotaBytes };
    const { kind, token } = input;
    // The schema wants a token for every kind but the slip, which belongs to no reservation.
    if (kind === REMITTANCE_SLIP_KIND || token === undefined) {
      return { data: await acceptOwnFile(db, settings, { file, memberId, lang }) };
    }
    return { data: await acceptUpload(db, settings, { token, kind, file, memberId, lang }) };
  }

  defineCall(
    app,
    reservationCalls.upload,
    (call) =>
      takeUpload(call).catch((error: unknown) => {
        if (error instanceof UploadRefused) {
          const { reason, detail } = error;
          securityEvent(call.req.log, 'upload.refused', {
            account: call.memberId,
            ip: call.req.ip,
            reason: detail ? `${reason}: ${detail}` : reason,
          });
        }
        throw error;
      }),
    { takesFile: true },
  );

  app.get<{ Params: { id: string } }>(
    '/api/upload/file/:id',
    { schema: { hide: true } },
    (req, reply) => sendUpload(app.ctx, req, reply),
  );
}
