import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the embedded SQLite database in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): {
  db: Db;
  dialect: Dialect;
} {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reports the fault.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
}
