import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { recordFileRead } from '../../access-log/record-read.ts';
import type { Reader } from '../../access-log/record-read.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { replyWithStoredFile } from '../../files/send-stored.ts';
import { notFound } from '../../http/app-error.ts';
import type { Access, StaffCtx } from './access.ts';

/** A member's file as the back office serves it: where it lies and what to call it. */
export interface StoredFile {
  objectType: 'upload' | 'document';
  id: string;
  folder: 'uploads' | 'documents';
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
 * sniffed into another type). Staff
 * reading a member's file is recorded first (DESIGN.md), so a file is never shown unrecorded; a
 * file missing on disk answers 404 and records nothing.
 */
export async function sendStoredFile(
  ctx: StaffCtx,
  reply: FastifyReply,
  stored: StoredFile,
): Promise<FastifyReply> {
  const file = path.join(ctx.config.dataDir, stored.folder, path.basename(stored.storageName));
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  // The audit log (staff's view) and the member's access log (user/accessLog) record it together.
  await ctx.db.transaction().execute(async (trx) => {
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
  });
  const answer = { mime: stored.mime, name: stored.name, size: stat.size };
  return replyWithStoredFile(reply, answer, fs.createReadStream(file));
}
