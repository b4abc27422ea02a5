import fs from 'node:fs';
import path from 'node:path';

/** The audit log's actor for what retention removes. */
export const retentionActor = { type: 'script', id: null, name: 'retention' } as const;

/**
 * Removes stored uploads from DATA_DIR/uploads once their rows are gone (after the commit, so a
 * rolled-back removal never loses a file). A file already missing is no error.
 */
export async function removeUploadFiles(
  dataDir: string,
  storageNames: readonly string[],
): Promise<void> {
  for (const name of storageNames) {
    await fs.promises.rm(path.join(dataDir, 'uploads', path.basename(name)), { force: true });
  }
}
