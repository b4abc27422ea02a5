import fs from 'node:fs';
import type { FastifyReply } from 'fastify';

/** Streams a stored file for viewing: inline, never cached, never sniffed into another type. */
export async function sendStoredFile(
  reply: FastifyReply,
  file: string,
  meta: { name: string; mime: string },
): Promise<boolean> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return false;
  await reply
    .header('content-type', meta.mime)
    .header('content-length', String(stat.size))
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(meta.name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(fs.createReadStream(file));
  return true;
}
