import type { FastifyReply } from 'fastify';
import { recordFileRead } from '../../access-log/record-read.ts';
import type { Reader } from '../../access-log/record-read.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { openForReply, replyWithStoredFile } from '../../files/send-stored.ts';
import { notFound } from '../../http/app-error.ts';
import type { FileArea } from '../../storage/file-store.ts';
import type { Access, StaffCtx } from './access.ts';

/** A member's file as the back office serves it: where it lies and what to call it. */
export interface StoredFile {
  objectType: 'upload' | 'document';
  id: string;
  area: FileArea;
  name: string;
  mime: string;
  storageName: string;
}

function readerOf(access: Access): Reader {
  const { actor, role } = access;
  if (actor.type === 'script' || actor.id === null) return { type: 'script' };
  return { type: 'staff', id: actor.id, name: actor.name, role };
}

/**
 * Streams a stored file for viewing (files/send-stored.ts: inline, sandboxed, never cached, never
 * sniffed into another type, the range asked for).
 * Staff reading a member's file is recorded first (DESIGN.md), so a file is never shown
 * unrecorded; a file missing from the store answers 404 and records nothing.
 */
export async function sendStoredFile(
  ctx: StaffCtx,
  reply: FastifyReply,
  stored: StoredFile,
): Promise<FastifyReply> {
  const ref = { area: stored.area, name: stored.storageName };
  const opened = await openForReply(ctx.files, ref, reply.request.headers.range);
  if (!opened) throw notFound();
  // The audit log (staff's view) and the member's access log (user/accessLog) record it together.
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await recordAudit(trx, {
        actor: ctx.access.actor,
        action: 'read',
        objectType: stored.objectType,
        objectId: stored.id,
      });
      await recordFileRead(trx, {
        file: { table: stored.objectType, id: stored.id },
        reader: readerOf(ctx.access),
        ip: reply.request.ip,
      });
    })
    .catch((error: unknown) => {
      if ('body' in opened) opened.body.destroy();
      throw error;
    });
  return replyWithStoredFile(reply, { mime: stored.mime, name: stored.name }, opened);
}
