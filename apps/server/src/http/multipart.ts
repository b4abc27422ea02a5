import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@app/contract/constants';
import { newId } from '../sessions/tokens.ts';

/** What a multipart file field becomes in the body: a temporary file, removed after the answer. */
export interface ReceivedFile {
  kind: 'file';
  tmpPath: string;
  filename: string;
  mimetype: string;
  size: number;
}

/**
 * Judges the sender of a file from the text fields before it (and the headers); throws to refuse,
 * and then nothing of the file is written.
 */
export type FileGate = (req: FastifyRequest, fields: Record<string, string>) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    tmpFiles?: string[];
  }
  interface FastifyContextConfig {
    /**
     * Set on the routes that take multipart bodies (the contract's multipart calls, the back
     * office's documents); `beforeFile` only where a file is taken. Everywhere else a multipart
     * body is refused before it is read.
     */
    multipart?: { beforeFile?: FileGate };
  }
}

/** A multipart body where none is taken, or a file where none is: refused, nothing is read. */
class MultipartRefused extends Error {
  readonly statusCode = 415;
  readonly code = 'MULTIPART_REFUSED';
}

/** The text fields received so far, as a form body has them (the last of a repeated name). */
function textFields(fields: MultipartFile['fields']): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const last = Array.isArray(entry) ? entry[entry.length - 1] : entry;
    if (last?.type === 'field') {
      const { value } = last as MultipartValue;
      if (typeof value === 'string') text[name] = value;
    }
  }
  return text;
}

export function isReceivedFile(value: unknown): value is ReceivedFile {
  return typeof value === 'object' && value !== null && (value as ReceivedFile).kind === 'file';
}

/** Parts left by a process that was killed mid-upload; an hour old means no request owns them. */
export function removeStaleParts(tmpDir: string, now = Date.now()): void {
  for (const name of fs.readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    if (name.endsWith('.part') && now - fs.statSync(file).mtimeMs > 3_600_000)
      fs.rmSync(file, { force: true });
  }
}

/**
 * Multipart bodies (EditAppointInfo, platform/upload, the back office's documents) become plain
 * key-values, like form bodies, so the signature check treats both alike. Only the routes that
 * say so take them (the `multipart` route option); any other route refuses one before reading
 * it. A file is taken only where the route's gate lets it through, judged from the fields sent
 * before it: then it is streamed to DATA_DIR/tmp under a random name with the size limit
 * enforced while it arrives; whatever happens, the temporary file is deleted once the request
 * ends, so an interrupted upload leaves nothing behind.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.ctx.config.dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  removeStaleParts(tmpDir);
  // Before the body is parsed (the multipart plugin reads it in preValidation).
  app.addHook('preParsing', async (req) => {
    const type = req.headers['content-type'] ?? '';
    if (/^\s*multipart\//i.test(type) && !req.routeOptions.config.multipart) {
      throw new MultipartRefused('multipart body on a route that takes none');
    }
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 256 * 1024, parts: 42 },
    throwFileSizeLimit: true,
    async onFile(this: FastifyRequest, part) {
      const gate = this.routeOptions.config.multipart?.beforeFile;
      try {
        if (!gate) throw new MultipartRefused('a file on a route that takes none');
        await gate(this, textFields(part.fields));
      } catch (error) {
        // The rest of the part is read and dropped, never written: the refusal is answered.
        part.file.resume();
        throw error;
      }
      const tmpPath = path.join(tmpDir, `${newId()}.part`);
      (this.tmpFiles ??= []).push(tmpPath);
      await pipeline(part.file, fs.createWriteStream(tmpPath, { mode: 0o600 }));
      const received: ReceivedFile = {
        kind: 'file',
        tmpPath,
        filename: part.filename,
        mimetype: part.mimetype,
        size: part.file.bytesRead,
      };
      (part as unknown as { value: ReceivedFile }).value = received;
    },
  });
  const cleanup = async (req: FastifyRequest) => {
    for (const file of req.tmpFiles ?? []) await fs.promises.rm(file, { force: true });
  };
  app.addHook('onResponse', cleanup);
  app.addHook('onRequestAbort', cleanup);
}
