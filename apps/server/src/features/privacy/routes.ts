import { privacyCalls } from '@app/contract/calls/privacy';
import type { FastifyInstance } from 'fastify';
import { replyWithMadeFile } from '../../files/send-stored.ts';
import { defineCall, defineFileCall } from '../../http/define-call.ts';
import { accessLogOf } from './access-log.ts';
import { exportMemberData } from './export-service.ts';

/** The member's own data: who opened their files (user/accessLog) and the ZIP of it all. */
export default async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(app, privacyCalls.accessLog, async ({ input, memberId }) => ({
    data: await accessLogOf(db, memberId, input),
  }));

  defineFileCall(
    app,
    privacyCalls.exportData,
    'application/zip',
    async ({ memberId, req, reply }) => {
      const { stream, fileName } = await exportMemberData(db, app.ctx.files, {
        memberId,
        ip: req.ip,
      });
      stream.on('error', (error) => req.log.error({ err: error }, 'data export stream failed'));
      const file = { mime: 'application/zip', name: fileName, disposition: 'attachment' } as const;
      return replyWithMadeFile(reply, file, stream);
    },
  );
}
