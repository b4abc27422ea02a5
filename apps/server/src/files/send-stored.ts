import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * The policy of a stored file opened on its own (a member's scan, a document, an export): a
 * sandbox with no origin, no scripts, no plugins and nothing loaded, whatever the bytes turn out
 * to be, and never in a frame. The app shows files from blob: URLs under its own policy; this one
 * is for the file's URL itself, where the app's policy would let a hostile file act as the app.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** RFC 6266 with an RFC 5987 UTF-8 name, and a plain ASCII one for old clients. */
export function contentDisposition(
  name: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFileAnswer {
  mime: string;
  /** The name shown and saved (cleaned when it was stored). */
  name: string;
  /** Known for a file on disk; unknown for a stream made on the fly (an export). */
  size?: number;
  /** inline: shown by the client; attachment: saved (an export). */
  disposition?: 'inline' | 'attachment';
}

/**
 * Sends a stored file, the one way every file route does: its own type never sniffed into
 * another, the sandbox policy, never cached, and the name in Content-Disposition.
 */
export function replyWithStoredFile(
  reply: FastifyReply,
  file: StoredFileAnswer,
  body: Readable,
): FastifyReply {
  reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.name, file.disposition))
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(body);
}
