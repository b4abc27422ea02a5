import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { PRIVATE_DIR_MODE } from '../db/data-dir.ts';
import { loadDataKeys } from '../crypto/data-key.ts';
import { dialectOf } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { FILE_AREAS } from '../storage/file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { countRows, countRowsOfFile, lastMigration, vacuumInto } from './backup-repository.ts';
import { OperationFailed } from './operation-failed.ts';
import { FORMAT, MANIFEST, hashStream, isEmptyDir, writeHashed } from './manifest.ts';
import type { Manifest, StoredObject, WrittenFile } from './manifest.ts';

export interface BackupOptions {
  to: string;
  /** S3: the objects' bytes too, not only their keys and digests. */
  withFiles: boolean;
  /** DATA_DIR/data.key too (embedded database without DATA_KEY); otherwise kept apart. */
  withKey: boolean;
  progress: (line: string) => void;
}

/** The server's version, for the manifest (the CLI runs from the sources). */
function appVersion(): string {
  try {
    const file = new URL('../../package.json', import.meta.url);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** pg_dump's custom format of DATABASE_URL into `file`; refused when pg_dump is not on PATH. */
function pgDump(url: string, file: string): void {
  const run = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, url], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new OperationFailed(
      'pg_dump is not on PATH: install the PostgreSQL client tools (the server major version or newer) and run backup again',
    );
  }
  if (run.status !== 0) throw new OperationFailed(`pg_dump failed: ${String(run.stderr).trim()}`);
}

/**
 * `backup --to DIR`: the database (SQLite: VACUUM INTO, one consistent snapshot; PostgreSQL:
 * pg_dump), DATA_DIR/data.key with --with-key (by default the key is kept apart from the
 * backups, docs/operations.md; the manifest names it by its id), the stored files (disk: their
 * sealed bytes; S3: keys and digests, the bytes too with --with-files) and manifest.json with the
 * digest of every file written. The files are listed after the database's snapshot: stored
 * names are never reused, so each file the snapshot names is there unless it was deleted during
 * the backup (retention).
 */
export async function backup(
  ctx: { db: Db; config: Config; files: FileStore },
  options: BackupOptions,
): Promise<Manifest> {
  const dir = path.resolve(options.to);
  if (!isEmptyDir(dir)) throw new OperationFailed(`${dir} is not empty: back up into a new folder`);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const written: WrittenFile[] = [];
  const relative = (file: WrittenFile) => ({ ...file, path: path.relative(dir, file.path) });
  const dialect = dialectOf(ctx.db);
  const migration = await lastMigration(ctx.db);

  const database = dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
  const dbFile = path.join(dir, database);
  if (dialect === 'sqlite') await vacuumInto(ctx.db, dbFile);
  else pgDump(ctx.config.databaseUrl ?? '', dbFile);
  written.push(relative(await writtenFile(dbFile)));
  options.progress(`database: ${database}`);
  // PostgreSQL: counted after pg_dump's snapshot, so a busy server may differ by a few rows.
  const counts = dialect === 'sqlite' ? await countRowsOfFile(dbFile) : await countRows(ctx.db);

  const keyFile = path.join(ctx.config.dataDir, 'data.key');
  if (options.withKey && fs.existsSync(keyFile)) {
    written.push(
      relative(await writeHashed(fs.createReadStream(keyFile), path.join(dir, 'data.key'))),
    );
  }

  const kind = ctx.files.backend.kind;
  const included = kind === 'disk' || options.withFiles;
  const objects: StoredObject[] = [];
  for (const area of FILE_AREAS) {
    for await (const { name } of ctx.files.list(area)) {
      const key = `${area}/${name}`;
      const body = await ctx.files.backend.read(key);
      if (!body) continue; // deleted since it was listed
      if (included) {
        const file = await writeHashed(body, path.join(dir, 'files', area, name));
        written.push(relative(file));
        objects.push({ key, size: file.size, sha256: file.sha256 });
      } else {
        objects.push({ key, ...(await hashStream(body)) });
      }
      options.progress(`${objects.length} ${key}`);
    }
  }

  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    migration,
    database: { dialect, file: database },
    dataKeyId: (await loadDataKeys(ctx.db)).currentId,
    counts,
    files: { kind, included, objects },
    written,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

async function writtenFile(file: string): Promise<WrittenFile> {
  fs.chmodSync(file, 0o600);
  return { path: file, ...(await hashStream(fs.createReadStream(file))) };
}
