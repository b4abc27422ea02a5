import type { FileStore } from '../storage/file-store.ts';

/** The audit log's actor for what retention removes. */
export const retentionActor = { type: 'script', id: null, name: 'retention' } as const;

/**
 * Removes stored uploads once their rows are gone (after the commit, so a rolled-back removal
 * never loses a file). A file already missing is no error.
 */
export async function removeUploadFiles(
  files: FileStore,
  storageNames: readonly string[],
): Promise<void> {
  await files.delete('uploads', ...storageNames);
}
