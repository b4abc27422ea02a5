import type { Db } from '../../db/database.ts';
import { uploadBytesOf } from '../../db/upload-usage.ts';

/**
 * Replaced files wait a day for the retention job (db/upload-usage.ts) and count no more against
 * the quota, so retaking a photo never runs a member out of space. What they may keep on disk
 * meanwhile is still bounded: all their files, replaced ones included, stay within twice the quota.
 */
const STORED_ALLOWANCE = 2;

/**
 * Whether `size` more bytes would take the member past UPLOAD_QUOTA_BYTES. `incoming` names the
 * reservation and kind of the new file (none for a slip): the file it replaces is not counted.
 */
export async function exceedsQuota(
  db: Db,
  memberId: string,
  size: number,
  quotaBytes: number,
  incoming?: { appointmentId: string; kind: string },
): Promise<boolean> {
  const bytes = await uploadBytesOf(db, memberId, incoming);
  return bytes.counted + size > quotaBytes || bytes.stored + size > quotaBytes * STORED_ALLOWANCE;
}
