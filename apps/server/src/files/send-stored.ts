import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../storage/backend.ts';
import type { FileArea, FileStore, OpenedFile } from '../storage/file-store.ts';

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
  /** inline: shown by the client; attachment: saved (an export). */
  disposition?: 'inline' | 'attachment';
}

/**
 * The one range a `Range: bytes=…` header asks for within `size` bytes: undefined for none (or
 * several, which are answered whole, as RFC 9110 allows), 'unsatisfiable' for one past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // The last n bytes.
    const last = Math.min(Number(to), size);
    return last === 0 ? 'unsatisfiable' : { start: size - last, end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? undefined : { start, end };
}

/** A stored file opened for the reply: null when it is not stored. */
export type OpenedForReply = OpenedFile | { size: number; unsatisfiable: true } | null;

/** Opens the stored file for a request, the part its Range header asks for. */
export async function openForReply(
  store: FileStore,
  file: { area: FileArea; name: string },
  rangeHeader: string | undefined,
): Promise<OpenedForReply> {
  const found = await store.find(file.area, file.name);
  if (!found) return null;
  const range = requestedRange(rangeHeader, found.size);
  if (range === 'unsatisfiable') return { size: found.size, unsatisfiable: true };
  return found.open(range);
}

/**
 * Sends a stored file, the one way every file route does: its own type never sniffed into
 * another, the sandbox policy, never cached, the name in Content-Disposition, and a range when
 * one was asked for (206, or 416 past the end).
 */
export function replyWithStoredFile(
  reply: FastifyReply,
  file: StoredFileAnswer,
  opened: Exclude<OpenedForReply, null>,
): FastifyReply {
  withFileHeaders(reply, file).header('accept-ranges', 'bytes');
  if ('unsatisfiable' in opened) {
    return reply.code(416).header('content-range', `bytes */${opened.size}`).send();
  }
  const { range, size, body } = opened;
  if (!range) return reply.header('content-length', String(size)).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(body);
}

function withFileHeaders(reply: FastifyReply, file: StoredFileAnswer): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.name, file.disposition))
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
}

/** A file made on the fly (an export): the same headers, its length unknown, no ranges. */
export function replyWithMadeFile(
  reply: FastifyReply,
  file: StoredFileAnswer,
  body: Readable,
): FastifyReply {
  return withFileHeaders(reply, file).send(body);
}
