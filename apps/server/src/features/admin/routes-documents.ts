import { businessRoutes as api } from '@app/contract/admin/api/businesses';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../../http/app-error.ts';
import { securityEvent } from '../../security/events.ts';
import { isReceivedFile } from '../../http/multipart.ts';
import { requireWrite, staffCtx } from './access.ts';
import { attachDocument } from './document-service.ts';
import { serveAdmin } from './serve-admin.ts';

/** Base64 of a 10 MiB file plus the JSON around it. */
const JSON_BODY_LIMIT = 15 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** What the bytes were refused for: a security event (upload.refused) each. */
const REFUSALS = [
  'admin.fileType',
  'admin.fileActive',
  'admin.fileUnreadable',
  'admin.fileTooLarge',
];

/**
 * POST /admin/businesses/:id/documents: multipart (field `file`, optional `name`) from a form, or
 * JSON {name, contentBase64} from a script. The declared type is ignored: the bytes decide.
 */
export function registerDocumentUpload(app: FastifyInstance): void {
  serveAdmin(
    app,
    api.attachDocument,
    async ({ ctx, params, body, req }) => {
      const attach = (source: { name: string; bytes: Buffer }) =>
        attachDocument(ctx, params.id, source).catch((error: unknown) => {
          if (error instanceof AppError && REFUSALS.includes(error.key)) {
            const { actor } = ctx.access;
            securityEvent(req.log, 'upload.refused', {
              account: actor.type === 'staff' ? actor.id : 'script',
              ip: req.ip,
              reason: error.key,
            });
          }
          throw error;
        });
      if (body === null) {
        const fields = (req.body ?? {}) as Record<string, unknown>;
        const file = fields.file;
        if (!isReceivedFile(file))
          throw invalid({ file: 'admin.fileRequired' }, 'admin.fileRequired');
        const name =
          typeof fields.name === 'string' && fields.name.trim() ? fields.name : file.filename;
        return attach({ name, bytes: await fs.readFile(file.tmpPath) });
      }
      const content = body.contentBase64.replace(/\s+/g, '');
      if (!BASE64.test(content)) throw invalid({ contentBase64: 'validation.format' });
      return attach({ name: body.name, bytes: Buffer.from(content, 'base64') });
    },
    {
      bodyLimit: JSON_BODY_LIMIT,
      // The guard (onRequest) has let only staff and scripts this far; only writers send a file.
      config: {
        multipart: { beforeFile: async (req) => requireWrite(staffCtx(app.ctx, req).access) },
      },
    },
  );
}
