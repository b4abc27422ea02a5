import { REMITTANCE_SLIP_KIND } from '@app/contract/calls/reservation';
import type { Db } from '../../db/database.ts';
import type { AccessRow } from './access-log-repository.ts';
import { allAccessOf } from './access-log-repository.ts';
import * as repo from './export-repository.ts';
import { toIso } from '../../db/time.ts';
import type { FileArea, FileStore } from '../../storage/file-store.ts';

/**
 * user/exportData: everything held about the member (DESIGN.md), as data.json and the files
 * under files/. Only rows reached from the caller's own id; sensitive numbers in full, since it
 * is their own data. What is ours rather than theirs stays out: password hash, storage names,
 * the addresses staff read from.
 */

/** A file to put in the ZIP: where it is stored, where it goes, what the access log calls it. */
export interface ExportFile {
  stored: { area: FileArea; name: string };
  zipPath: string;
  ref: { table: 'upload' | 'document'; id: string };
}

type Row = Record<string, unknown>;

/** Columns of a reservation that hold JSON text (declarations: once submissions record them). */
const JSON_COLUMNS = ['review_sections', 'review_uploads', 'declarations'];

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A row as the export shows it: camelCase keys, times (`*_at`) as ISO instants. */
function plain(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    const isTime = key.endsWith('_at') && value !== null && value !== undefined;
    out[camel(key)] = isTime ? toIso(Number(value)) : value;
  }
  return out;
}

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A name safe as one ZIP path segment: no separators or control characters, not too long. */
function segment(name: string): string {
  const cleaned = Array.from(
    // eslint-disable-next-line no-control-regex
    name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^\.+/, '_'),
  )
    .slice(0, 100)
    .join('');
  return cleaned || 'file';
}

function exportFile(
  area: FileArea,
  zipFolder: string,
  row: { id: string; storage_name: string },
  name: string,
): ExportFile {
  return {
    stored: { area, name: row.storage_name },
    zipPath: `files/${zipFolder}/${row.id}-${segment(name)}`,
    ref: { table: area === 'uploads' ? 'upload' : 'document', id: row.id },
  };
}

/** The reservations with their sections and files. */
async function reservations(db: Db, memberId: string, files: ExportFile[]) {
  const reservations = await repo.reservationRows(db, memberId);
  const ids = reservations.map((a) => a.id);
  const [sections, uploads] = await Promise.all([
    repo.sectionRows(db, ids),
    repo.uploadRows(db, memberId, ids),
  ]);
  const fileOf = (upload: (typeof uploads)[number]) => {
    const slip = upload.kind === REMITTANCE_SLIP_KIND;
    const file = exportFile('uploads', slip ? 'slips' : 'uploads', upload, upload.original_name);
    files.push(file);
    return { ...plain(upload, ['storage_name']), file: file.zipPath };
  };
  const listed = new Map(uploads.map((u) => [u.id, fileOf(u)]));
  const list = reservations.map((a) => ({
    ...plain(a, JSON_COLUMNS),
    ...Object.fromEntries(
      JSON_COLUMNS.filter((key) => key in a).map((key) => [
        camel(key),
        parseJson((a as Row)[key] as string | null),
      ]),
    ),
    sections: Object.fromEntries(
      sections
        .filter((s) => s.appointment_id === a.id)
        .map((s) => [
          s.section,
          {
            completed: Number(s.completed) === 1,
            updatedAt: plain(s).updatedAt,
            data: parseJson(s.data),
          },
        ]),
    ),
    uploads: uploads.filter((u) => u.appointment_id === a.id).map((u) => listed.get(u.id)),
  }));
  const ownFiles = uploads.filter((u) => u.appointment_id === null).map((u) => listed.get(u.id));
  return { list, ownFiles };
}

async function businesses(db: Db, memberId: string, files: ExportFile[]) {
  const rows = await repo.businessRows(db, memberId);
  const ids = rows.map((b) => b.id);
  const [payments, statuses, documents] = await Promise.all([
    repo.paymentRows(db, ids),
    repo.statusRows(db, ids),
    repo.documentRows(db, ids),
  ]);
  return rows.map((b) => ({
    ...plain(b),
    payments: payments.filter((p) => p.business_id === b.id).map((p) => plain(p)),
    statusHistory: statuses.filter((s) => s.business_id === b.id).map((s) => plain(s)),
    documents: documents
      .filter((d) => d.business_id === b.id)
      .map((d) => {
        const file = exportFile('documents', 'documents', d, d.name);
        files.push(file);
        return { ...plain(d, ['storage_name']), file: file.zipPath };
      }),
  }));
}

/** The access log as the member's own record: who read what, when; only their own address. */
export function accessRecord(rows: readonly AccessRow[], memberId: string) {
  return rows.map((row) => {
    const self = row.reader_type === 'member' && row.reader_id === memberId;
    return {
      ...plain(row, ['ip', 'reader_id']),
      self,
      ...(self ? { ip: row.ip } : {}),
    };
  });
}

export interface ExportContent {
  /** data.json without the access log, which is read last (the export's own reads in it). */
  data: Row;
  files: ExportFile[];
}

/** Everything but the access log; `files` are only those present in the store. */
export async function gatherExport(
  db: Db,
  store: FileStore,
  memberId: string,
  now: number,
): Promise<ExportContent> {
  const member = await repo.memberRow(db, memberId);
  const files: ExportFile[] = [];
  const [family, reserved, business, remittances, notices, preferences] = await Promise.all([
    repo.familyRows(db, memberId),
    reservations(db, memberId, files),
    businesses(db, memberId, files),
    repo.remittanceRows(db, memberId),
    repo.noticeRows(db, memberId, Number(member.created_at)),
    repo.mailPreferenceRows(db, memberId),
  ]);
  const present = await Promise.all(
    files.map((f) => store.exists(f.stored.area, f.stored.name).catch(() => false)),
  );
  const data: Row = {
    exportedAt: toIso(now),
    member: plain(member),
    consents: {
      agreementVersion: member.agreement_version,
      agreementAt: plain(member).agreementAt ?? null,
    },
    familyMembers: family.map((f) => plain(f)),
    reservations: reserved.list,
    ownFiles: reserved.ownFiles,
    businesses: business,
    remittances: remittances.map((r) => plain(r)),
    notices: notices.map((n) => ({ ...plain(n), read: n.read_at !== null })),
    notificationPreferences: preferences.map((p) => ({ ...plain(p), enabled: p.enabled === 1 })),
    missingFiles: files.filter((_, i) => !present[i]).map((f) => f.zipPath),
  };
  return { data, files: files.filter((_, i) => present[i]) };
}

/** The member's whole access log, for data.json. */
export async function fullAccessLog(db: Db, memberId: string) {
  return accessRecord(await allAccessOf(db, memberId), memberId);
}
