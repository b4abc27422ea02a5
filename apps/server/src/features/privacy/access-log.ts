import type { AccessEntry, AccessLog } from '@app/contract/calls/privacy';
import type { Db } from '../../db/database.ts';
import type { AccessRow } from './access-log-repository.ts';
import { pageAccessOf } from './access-log-repository.ts';
import { toIso } from '../../db/time.ts';

/**
 * One read as the member sees it. Another member of the reservation or business is named (they
 * share it); staff show by role, as the audit log keeps the person for the intermediary's own
 * review, and the member's request through it.
 */
export function toAccessEntry(row: AccessRow, memberId: string): AccessEntry {
  const self = row.reader_type === 'member' && row.reader_id === memberId;
  return {
    id: row.id,
    at: toIso(row.at),
    who: {
      kind: row.reader_type,
      name: row.reader_type === 'member' && !self ? row.reader_name : null,
      role: row.reader_type === 'member' ? null : row.reader_role,
      self,
    },
    via: row.via,
    file: { name: row.file_name, type: row.file_type, uploadKind: row.upload_kind },
    orderNo: row.order_no,
    productType: row.order_no ? null : row.product_type,
  };
}

/** user/accessLog: who opened the caller's files and when; only the caller's own. */
export async function accessLogOf(
  db: Db,
  memberId: string,
  paging: { page: number; size: number },
): Promise<AccessLog> {
  const { rows, total } = await pageAccessOf(db, memberId, paging);
  return {
    list: rows.map((row) => toAccessEntry(row, memberId)),
    total,
    page: paging.page,
    size: paging.size,
  };
}
