import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
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

declare module 'fastify' {
  interface FastifyRequest {
    tmpFiles?: string[];
  }
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
 * Multipart bodies (EditAppointInfo, platform/upload) become plain key-values, like form bodies,
 * so the signature check treats both alike. A file is streamed to DATA_DIR/tmp under a random
 * name with the size limit enforced while it arrives; whatever happens, the temporary file is
 * deleted once the request ends, so an interrupted upload leaves nothing behind.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.ctx.config.dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  removeStaleParts(tmpDir);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 256 * 1024, parts: 42 },
    throwFileSizeLimit: true,
    async onFile(this: FastifyRequest, part) {
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
