import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The tables a backup's manifest counts (what an operator checks a restore against). */
export const COUNTED = [
  'members',
  'staff',
  'businesses',
  'uploads',
  'business_documents',
  'stored_files',
  'audit_log',
] as const;
export type Counts = Record<(typeof COUNTED)[number], number>;

/**
 * SQLite's consistent copy of the whole database into `file` (which must not exist), taken inside
 * one read transaction while the server may keep writing (VACUUM INTO, SQLite 3.27+).
 */
export async function vacuumInto(db: Db, file: string): Promise<void> {
  await sql`VACUUM INTO ${file}`.execute(db);
}

/** Row counts of the counted tables. */
export async function countRows(db: Db): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of COUNTED) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Row counts of a SQLite database file (the snapshot a backup wrote), opened read-only. */
export async function countRowsOfFile(file: string): Promise<Counts> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
  });
  try {
    return await countRows(db);
  } finally {
    await db.destroy();
  }
}

/** The newest migration applied (Kysely's own table). */
export async function lastMigration(db: Db): Promise<string | null> {
  const row = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1
  `.execute(db);
  return row.rows[0]?.name ?? null;
}

/** True when the PostgreSQL database holds no table of its own (a restore's target). */
export async function postgresIsEmpty(db: Db): Promise<boolean> {
  const row = await sql<{ n: string | number }>`
    select count(*) as n from information_schema.tables where table_schema = 'public'
  `.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}
