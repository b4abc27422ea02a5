import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import { notFound } from '../../http/app-error.ts';
import type { StaffCtx } from './access.ts';

/** A member's file as the back office serves it: where it lies and what to call it. */
export interface StoredFile {
  objectType: 'upload' | 'document';
  id: string;
  folder: 'uploads' | 'documents';
  name: string;
  mime: string;
  storageName: string;
}

/**
 * Streams a stored file for viewing: inline, never cached, never sniffed into another type. Staff
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
  await recordAudit(ctx.db, {
    actor: ctx.access.actor,
    action: 'read',
    objectType: stored.objectType,
    objectId: stored.id,
  });
  await reply
    .header('content-type', stored.mime)
    .header('content-length', String(stat.size))
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(stored.name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
  return reply;
}
