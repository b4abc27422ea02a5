import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.ts';
import { secureDataDir, touchPrivateFile } from './data-dir.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/**
 * better-sqlite3 with prepared statements kept by their SQL text. Kysely prepares every query
 * anew; Kysely's SQL for one call is always the same text, so preparing it once removes a parse
 * and plan from every request.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver);
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          statement = prepare(sql);
          if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

/** Opens the embedded SQLite database in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<{
  db: Db;
  dialect: Dialect;
}> {
  // Uploads, documents and mail live in DATA_DIR with either database.
  secureDataDir(config.dataDir);
  if (config.databaseUrl) {
    // Loaded only here: the embedded default does not pay pg's memory and start-up.
    const { default: pg } = await import('pg');
    // int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reports the fault.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  const file = path.join(config.dataDir, 'app.sqlite');
  touchPrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/** Which database a Kysely instance (or a transaction of one) talks to. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
