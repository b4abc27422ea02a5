import { FILE_AREAS } from './file-store.ts';
import type { FileArea, FileStore } from './file-store.ts';
import type { StorageBackend } from './backend.ts';

export interface CopySummary {
  from: 'disk' | 's3';
  to: 'disk' | 's3';
  /** Objects written to the target and checked there. */
  copied: number;
  /** Objects the target already held with the right digest. */
  skipped: number;
  /** Stored bytes written. */
  bytes: number;
  /** Objects whose copy did not check out (or could not be read): the run should be repeated. */
  failed: { key: string; reason: string }[];
}

/**
 * `files:copy`: every stored object of `source` onto `target` as it is (sealed bytes: the keys stay
 * in the database, nothing is re-encrypted). Each copy is checked by opening it on the target and
 * taking its digest against the one its row recorded at upload (FileStore.digest: its chunk tags'
 * or, for older rows, its plain bytes'; a file stored before sealing: the SHA-256 of its bytes on
 * the source), so a wrong byte or a lost chunk fails the seal or the digest. An object the target already holds and that passes the same check is
 * skipped: a run cut short is resumed by running it again.
 */
export async function copyFiles(
  source: FileStore,
  target: StorageBackend,
  progress: (line: string) => void,
): Promise<CopySummary> {
  const onTarget = source.on(target);
  const summary: CopySummary = {
    from: source.backend.kind,
    to: target.kind,
    copied: 0,
    skipped: 0,
    bytes: 0,
    failed: [],
  };
  let seen = 0;
  for (const area of FILE_AREAS) {
    for await (const { name, size } of source.list(area)) {
      const key = `${area}/${name}`;
      seen += 1;
      try {
        const outcome = await copyOne(source, onTarget, area, name);
        if (outcome === 'skipped') summary.skipped += 1;
        else {
          summary.copied += 1;
          summary.bytes += size;
        }
        progress(`${seen} ${outcome} ${key} (${size} bytes)`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed.push({ key, reason });
        progress(`${seen} FAILED ${key}: ${reason}`);
      }
    }
  }
  return summary;
}

/** The digest of the target's copy, or null when it has none or one that fails its seal. */
async function digestOn(store: FileStore, area: FileArea, name: string): Promise<string | null> {
  try {
    return await store.digest(area, name);
  } catch {
    return null;
  }
}

async function copyOne(
  source: FileStore,
  onTarget: FileStore,
  area: FileArea,
  name: string,
): Promise<'copied' | 'skipped'> {
  const expected = await source.recordedDigest(area, name);
  if (!expected) throw new Error('gone from the source');
  const key = `${area}/${name}`;
  if ((await onTarget.backend.stat(key)) && (await digestOn(onTarget, area, name)) === expected) {
    return 'skipped';
  }
  const body = await source.backend.read(key);
  if (!body) throw new Error('gone from the source');
  await onTarget.backend.write(key, body);
  const copied = await digestOn(onTarget, area, name);
  if (copied !== expected) {
    // Not left behind: the target holds only copies that check out.
    await onTarget.backend.remove(key);
    throw new Error(`the copy's digest is ${copied ?? 'unreadable'}, its row says ${expected}`);
  }
  return 'copied';
}
