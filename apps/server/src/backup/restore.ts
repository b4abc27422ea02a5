import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { PRIVATE_FILE_MODE, makePrivateDir } from '../db/data-dir.ts';
import { keyIdOf } from '../crypto/data-key.ts';
import { openDatabase } from '../db/database.ts';
import type { StorageBackend } from '../storage/backend.ts';
import { FILE_AREAS } from '../storage/file-store.ts';
import { backendOf } from '../storage/open-store.ts';
import { postgresIsEmpty } from './backup-repository.ts';
import { FORMAT, MANIFEST, hashFile, hashStream, isEmptyDir } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { OperationFailed } from './operation-failed.ts';

const KEY_FILE = 'data.key';

export interface RestoreOptions {
  from: string;
  progress: (line: string) => void;
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new OperationFailed(`${file} is missing: not a backup, or one that did not finish`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) {
    throw new OperationFailed(
      `${file} is not a backup of this server (${String(manifest.format)})`,
    );
  }
  return manifest;
}

/** A stored object's key as the file store makes them: never a path out of its area. */
const KEY = /^(uploads|documents)\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Every file the manifest lists, hashed again: one missing or changed refuses the restore. */
async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const bad = manifest.files.objects
    .filter((object) => !KEY.test(object.key))
    .map((object) => `${object.key}: not a stored file's key`);
  for (const written of manifest.written) {
    const file = path.join(dir, written.path);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file))
      bad.push(`${written.path}: missing`);
    else if ((await hashFile(file)).sha256 !== written.sha256) bad.push(`${written.path}: changed`);
  }
  if (bad.length) {
    throw new OperationFailed(`the backup does not match its manifest; nothing was restored`, {
      files: bad,
    });
  }
}

/** Objects of the target store already there: a restore writes into an empty one only. */
async function hasObjects(backend: StorageBackend): Promise<boolean> {
  for (const area of FILE_AREAS) {
    for await (const object of backend.list(`${area}/`)) if (object) return true;
  }
  return false;
}

/** A backup without the files' bytes (S3): the bucket must still hold each, unchanged. */
async function verifyInPlace(backend: StorageBackend, manifest: Manifest): Promise<void> {
  const bad: string[] = [];
  for (const object of manifest.files.objects) {
    const body = await backend.read(object.key);
    if (!body) bad.push(`${object.key}: missing`);
    else if ((await hashStream(body)).sha256 !== object.sha256) bad.push(`${object.key}: changed`);
  }
  if (bad.length) {
    throw new OperationFailed(
      'the bucket no longer holds the files this backup lists (back up --with-files to keep them); nothing was restored',
      { files: bad },
    );
  }
}

/** The data keys this configuration reads with: DATA_KEY, DATA_KEY_OLD, DATA_DIR/data.key. */
function availableKeyIds(config: Config, dir: string, manifest: Manifest): string[] {
  const files = [path.join(config.dataDir, KEY_FILE)];
  if (manifest.written.some((file) => file.path === KEY_FILE)) files.push(path.join(dir, KEY_FILE));
  const fromFiles = files
    .filter((file) => fs.existsSync(file))
    .map((file) => Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  return [config.dataKey, config.dataKeyOld, ...fromFiles]
    .filter((key): key is Buffer => key !== undefined)
    .map(keyIdOf);
}

/** The target database must be empty, or the restore is refused. */
async function checkEmpty(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    if (isEmptyDir(config.dataDir, [KEY_FILE])) return;
    throw new OperationFailed(
      `DATA_DIR ${config.dataDir} is not empty: restore only into an empty DATA_DIR (data.key alone may be there)`,
    );
  }
  const { db } = await openDatabase(config);
  try {
    if (await postgresIsEmpty(db)) return;
    throw new OperationFailed(
      'the database of DATABASE_URL is not empty: restore only into an empty database',
    );
  } finally {
    await db.destroy();
  }
}

/** pg_restore of the backup's dump into the (empty) database of DATABASE_URL. */
function restorePostgres(config: Config, file: string): void {
  const run = spawnSync('pg_restore', ['--no-owner', '--dbname', config.databaseUrl ?? '', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new OperationFailed('pg_restore is not on PATH: install the PostgreSQL client tools');
  }
  if (run.status !== 0)
    throw new OperationFailed(`pg_restore failed: ${String(run.stderr).trim()}`);
}

/**
 * `restore --from DIR`: checks every digest of the backup first, then that the target is empty
 * (DATA_DIR for SQLite, the database for PostgreSQL, and the file store), and only then writes
 * the database, data.key and the files. Runs before the CLI opens (and so creates) the database.
 */
export async function restore(config: Config, options: RestoreOptions) {
  const dir = path.resolve(options.from);
  const manifest = readManifest(dir);
  await verifyBackup(dir, manifest);
  options.progress(`backup checked: ${manifest.written.length} files`);
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.dialect !== dialect) {
    throw new OperationFailed(
      `the backup holds a ${manifest.database.dialect} database and this configuration uses ${dialect}`,
    );
  }
  await checkEmpty(config);
  if (!availableKeyIds(config, dir, manifest).includes(manifest.dataKeyId)) {
    throw new OperationFailed(
      `the backup's data is encrypted under data key ${manifest.dataKeyId}, which this configuration does not have: set DATA_KEY to it, or put its data.key into DATA_DIR`,
    );
  }
  const backend = backendOf(config.fileStore, config.dataDir);
  try {
    if (manifest.files.included) {
      if (await hasObjects(backend)) {
        throw new OperationFailed(
          'the file store already holds files: restore only into an empty one',
        );
      }
    } else await verifyInPlace(backend, manifest);

    const from = (name: string) => path.join(dir, name);
    if (dialect === 'sqlite') {
      makePrivateDir(config.dataDir);
      const copy = (name: string, to: string) => {
        fs.copyFileSync(from(name), path.join(config.dataDir, to), fs.constants.COPYFILE_EXCL);
        fs.chmodSync(path.join(config.dataDir, to), PRIVATE_FILE_MODE);
      };
      copy(manifest.database.file, 'app.sqlite');
      const keyThere = fs.existsSync(path.join(config.dataDir, KEY_FILE));
      if (!keyThere && manifest.written.some((file) => file.path === KEY_FILE)) {
        copy(KEY_FILE, KEY_FILE);
      }
    } else restorePostgres(config, from(manifest.database.file));
    options.progress(`database restored (${manifest.database.dialect})`);

    let restored = 0;
    if (manifest.files.included) {
      for (const object of manifest.files.objects) {
        await backend.write(object.key, fs.createReadStream(from(path.join('files', object.key))));
        restored += 1;
        options.progress(`${restored} ${object.key}`);
      }
    }
    return {
      from: dir,
      createdAt: manifest.createdAt,
      counts: manifest.counts,
      files: { restored, inPlace: manifest.files.included ? 0 : manifest.files.objects.length },
    };
  } finally {
    backend.close?.();
  }
}
