import type { Db } from '../db/database.ts';
import type { StoredFilesTable } from '../db/schema.ts';

/** The seals of stored files (migration 021); the file store alone uses these. */
export type SealRow = StoredFilesTable;

export async function findSeal(db: Db, area: string, name: string): Promise<SealRow | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .selectAll()
    .where('area', '=', area)
    .where('name', '=', name)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      size: Number(row.size),
      created_at: Number(row.created_at),
      chunk: Number(row.chunk),
    }
  );
}

/** Writes the file's seal, replacing the one of an earlier file of that name. */
export async function saveSeal(db: Db, row: SealRow): Promise<void> {
  const { wrapped_key, nonce, size, sha256, created_at, chunk } = row;
  await db
    .insertInto('stored_files')
    .values(row)
    .onConflict((c) =>
      c
        .columns(['area', 'name'])
        .doUpdateSet({ wrapped_key, nonce, size, sha256, created_at, chunk }),
    )
    .execute();
}

export async function deleteSeal(db: Db, area: string, name: string): Promise<void> {
  await db.deleteFrom('stored_files').where('area', '=', area).where('name', '=', name).execute();
}

/** Every seal's wrapped key (data:reencrypt). */
export function wrappedKeys(db: Db) {
  return db.selectFrom('stored_files').select(['area', 'name', 'wrapped_key']).execute();
}

/** Puts a key rewrapped under the current DATA_KEY, unless the row changed meanwhile. */
export async function rewrapKey(
  db: Db,
  row: { area: string; name: string; wrapped_key: string },
  wrapped: string,
): Promise<void> {
  await db
    .updateTable('stored_files')
    .set({ wrapped_key: wrapped })
    .where('area', '=', row.area)
    .where('name', '=', row.name)
    .where('wrapped_key', '=', row.wrapped_key)
    .execute();
}
