import { BodyCode, type Language } from '@app/contract/codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { recordFileRead } from '../../access-log/record-read.ts';
import { openForReply, replyWithStoredFile } from '../../files/send-stored.ts';
import { requestLanguage, t } from '../../http/i18n.ts';
import { resolveSession } from '../../sessions/session-store.ts';
import { findDocumentForMember } from './repository.ts';

function refuse(reply: FastifyReply, code: 401 | 404, key: string, lang: Language) {
  return reply.status(code).send({ code, msg: t(key, lang), data: null });
}

/**
 * GET /api/business/document/:id: an approved document's bytes. The client fetches it with the
 * member's Authorization header and shows it from a blob URL, so the URL alone grants nothing.
 * No signature here (a plain GET); a member outside the business gets the same 404 as a missing
 * id. The file is shown inline, sandboxed, never cached, never sniffed (files/send-stored.ts).
 */
export function registerDocumentRoute(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  app.get(
    '/api/business/document/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        tags: ['insuranceservice'],
        security: [{ memberToken: [] }],
        description: "An approved document's file, for a member of its business.",
      },
      validatorCompiler: () => (value) => ({ value }),
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return refuse(reply, BodyCode.unauthorized, 'error.sessionExpired', lang);
      const session = await resolveSession(db, token, config);
      if (session.status !== 'ok') {
        return refuse(reply, BodyCode.unauthorized, 'error.sessionExpired', lang);
      }
      const { id } = req.params as { id: string };
      const doc = await findDocumentForMember(db, session.memberId, id);
      const stored = doc && ({ area: 'documents', name: doc.storage_name } as const);
      const opened = stored && (await openForReply(app.ctx.files, stored, req.headers.range));
      if (!doc || !opened) return refuse(reply, BodyCode.notFound, 'error.notFound', lang);
      try {
        await recordFileRead(db, {
          file: { table: 'document', id: doc.id },
          reader: { type: 'member', id: session.memberId },
          ip: req.ip,
        });
      } catch (error) {
        if ('body' in opened) opened.body.destroy();
        throw error;
      }
      return replyWithStoredFile(reply, { mime: doc.mime, name: doc.name }, opened);
    },
  );
}
