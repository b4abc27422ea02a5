import { BodyCode } from '@app/contract/codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordFileRead } from '../../access-log/record-read.ts';
import type { AppContext } from '../../http/context.ts';
import { requestLanguage, t } from '../../http/i18n.ts';
import { resolveSession } from '../../sessions/session-store.ts';
import { openForReply, replyWithStoredFile } from '../../files/send-stored.ts';
import { findUploadFor } from './uploads-repository.ts';

const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/upload/file/:id. The client fetches with the member's Authorization header and shows
 * a blob, so the URL alone grants nothing. A file is served only to its reservation's creator
 * and filler; for anyone else it does not exist (404, the same as an unknown id). Plain HTTP
 * statuses, since a blob fetch reads no envelope.
 */
export async function sendUpload(
  ctx: AppContext,
  req: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
) {
  const lang = requestLanguage(req);
  const header = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  const session = header ? await resolveSession(ctx.db, header, ctx.config) : undefined;
  if (session?.status !== 'ok') {
    const code = session?.status === 'revoked' ? BodyCode.sessionRevoked : BodyCode.unauthorized;
    const key = code === BodyCode.sessionRevoked ? 'error.sessionRevoked' : 'error.sessionExpired';
    return reply.code(401).send({ code, msg: t(key, lang), data: null });
  }
  const notFound = () =>
    reply.code(404).send({ code: BodyCode.notFound, msg: t('error.notFound', lang), data: null });
  const { id } = req.params;
  if (!UPLOAD_ID.test(id)) return notFound();
  const upload = await findUploadFor(ctx.db, id, session.memberId);
  if (!upload) return notFound();
  const stored = { area: 'uploads', name: upload.storage_name } as const;
  const opened = await openForReply(ctx.files, stored, req.headers.range);
  if (!opened) {
    req.log.error({ uploadId: id }, 'stored upload missing from the file store');
    return notFound();
  }
  try {
    await recordFileRead(ctx.db, {
      file: { table: 'upload', id },
      reader: { type: 'member', id: session.memberId },
      ip: req.ip,
    });
  } catch (error) {
    // Never shown unrecorded: a read the log cannot take is not answered.
    if ('body' in opened) opened.body.destroy();
    throw error;
  }
  return replyWithStoredFile(reply, { mime: upload.mime, name: upload.original_name }, opened);
}
