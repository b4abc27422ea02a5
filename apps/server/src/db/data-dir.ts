import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, its key, uploads, documents and mail: it and what the server writes
 * in it are the server's user's alone (DESIGN.md "Files, scale-out and operations": 0700 / 0600).
 * server.ts also sets the process umask to 077; the explicit modes here and in every writer keep
 * that true where the umask is not set (the tests' app, a library user).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) 0700; an existing one is made 0700 too. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * At start: DATA_DIR 0700, and what an older version left in it at its top level (the database
 * and its -wal/-shm, data.key, the uploads, documents, outbox and tmp folders) 0700 or 0600.
 * Files deeper down are not walked (there may be many): no other user can reach them through a
 * 0700 folder.
 */
export function secureDataDir(dataDir: string): void {
  try {
    makePrivateDir(dataDir);
    for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
      const full = path.join(dataDir, entry.name);
      if (entry.isDirectory()) fs.chmodSync(full, PRIVATE_DIR_MODE);
      else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
    }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `DATA_DIR ${dataDir} cannot be made private to this user (${reason}): it must belong to the user the server runs as`,
      { cause: error },
    );
  }
}

/**
 * An empty file made 0600 if it does not exist yet: SQLite creates the database with the umask's
 * mode, and its -wal and -shm files with the database file's mode, so creating it first makes all
 * three 0600.
 */
export function touchPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
