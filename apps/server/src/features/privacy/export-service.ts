import { EXPORT_EVERY_MS } from '@app/contract/calls/privacy';
import type { Readable } from 'node:stream';
import { recordFileRead } from '../../access-log/record-read.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { tooMany } from '../../http/app-error.ts';
import { hit } from '../../http/throttle.ts';
import { fullAccessLog, gatherExport } from './export-data.ts';
import { exportZip } from './export-zip.ts';

/**
 * user/exportData: one export a minute per member (each reads every file they have); the export
 * and every file it reads are recorded (audit log, access log) before the first byte goes out.
 */
export async function exportMemberData(
  db: Db,
  store: FileStore,
  request: { memberId: string; ip: string },
  now = Date.now(),
): Promise<{ stream: Readable; fileName: string }> {
  const { memberId, ip } = request;
  const rate = await hit(db, `export:${memberId}`, 1, EXPORT_EVERY_MS, now);
  if (!rate.allowed) throw tooMany(rate.retryAfter);
  const content = await gatherExport(db, store, memberId, now);
  await db.transaction().execute(async (trx) => {
    const member = content.data.member as { name: string };
    await recordAudit(
      trx,
      {
        actor: { type: 'member', id: memberId, name: member.name },
        action: 'export',
        objectType: 'member',
        objectId: memberId,
        changes: { files: content.files.length },
      },
      now,
    );
    for (const file of content.files) {
      await recordFileRead(trx, {
        file: file.ref,
        reader: { type: 'member', id: memberId },
        ip,
        via: 'export',
        at: now,
      });
    }
  });
  const data = { ...content.data, accessLog: await fullAccessLog(db, memberId) };
  const day = new Date(now).toISOString().slice(0, 10);
  return { stream: exportZip(store, data, content.files, now), fileName: `my-data-${day}.zip` };
}
