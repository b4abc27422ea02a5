import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { parseSectionJson } from '@app/contract/calls/reservation';
import { defaultLanguage, pickLanguage } from '@app/contract/codes';
import type { ProductType } from '@app/contract/enums';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { uploadKinds } from '@app/contract/sections/upload';
import type { SectionsData } from '@app/contract/sections/upload';
import { signatureKinds } from '@app/contract/declarations/rules';
import type { Db } from '../db/database.ts';
import { findDeclarations } from '../db/declarations-repository.ts';
import { readSections } from '../db/sections-repository.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { ApplicationFacts, RecordUpload } from './content.ts';
import { uploadsOf } from './repository.ts';
import type { DueRecord, StoredUpload } from './repository.ts';

/** Everything one record's PDF shows, read from the database and the stored files. */

/** The saved sections, by name, the sensitive numbers decrypted (the content masks them). */
async function sectionsOf(db: Db, reservationId: string): Promise<SectionsData> {
  const rows = await readSections(db, reservationId);
  return Object.fromEntries(rows.map((row) => [row.section, parseSectionJson(row.data) ?? {}]));
}

/** SHA-256 of the stored bytes, streamed; null when the file is gone. */
async function sha256Of(files: FileStore, upload: StoredUpload): Promise<string | null> {
  try {
    const opened = await files.open('uploads', upload.storage_name);
    if (!opened) return null;
    const hash = crypto.createHash('sha256');
    await pipeline(opened.body, hash);
    return hash.digest('hex');
  } catch {
    return null;
  }
}

async function bytesOf(files: FileStore, upload: StoredUpload): Promise<Buffer | null> {
  return files.read('uploads', upload.storage_name).catch(() => null);
}

/** The upload section's files in the form's order, then the signatures (the newest of each kind). */
function listedUploads(sections: SectionsData, stored: StoredUpload[]) {
  const chosen = sections.upload ?? {};
  const byId = new Map(stored.map((upload) => [upload.id, upload]));
  const files = uploadKinds.flatMap((kind) => {
    const id = chosen[kind];
    const upload = typeof id === 'string' ? byId.get(id) : undefined;
    return upload ? [upload] : [];
  });
  const signatures = signatureKinds.flatMap((kind) => {
    const upload = stored.filter((item) => item.kind === kind).at(-1);
    return upload ? [upload] : [];
  });
  return { files, signatures };
}

export async function gatherFacts(
  db: Db,
  record: DueRecord,
  options: { files: FileStore; timeZone: string },
): Promise<ApplicationFacts> {
  const sections = await sectionsOf(db, record.appointment_id);
  const ids = Object.values(sections.upload ?? {}).filter((id) => typeof id === 'string');
  const stored = await uploadsOf(db, record.appointment_id, ids, signatureKinds);
  const { files, signatures } = listedUploads(sections, stored);
  const uploads: RecordUpload[] = [];
  for (const upload of [...files, ...signatures]) {
    uploads.push({
      kind: upload.kind,
      name: upload.original_name,
      size: Number(upload.size),
      sha256: await sha256Of(options.files, upload),
    });
  }
  return {
    lang: pickLanguage(record.language, defaultLanguage),
    timeZone: options.timeZone,
    orderNo: record.order_no,
    productType: record.product_type as ProductType,
    version: Number(record.version),
    submittedAt: Number(record.submitted_at),
    member: { name: record.member_name ?? '', email: record.member_email ?? '' },
    sections: sections as Partial<Record<SectionName, SectionData>>,
    uploads,
    declarations: await findDeclarations(db, record.appointment_id),
    signatures: await Promise.all(
      signatures.map(async (upload) => ({
        kind: upload.kind,
        bytes: await bytesOf(options.files, upload),
      })),
    ),
  };
}
