import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/database.ts';
import type { Mailer } from '../notify/mail/mailer.ts';
import type { FileStore } from '../storage/file-store.ts';

/** What every route and service reaches through app.ctx. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  /** Every stored file (storage/file-store.ts). */
  files: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
