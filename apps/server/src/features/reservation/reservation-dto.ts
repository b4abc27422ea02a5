import type {
  Reservation,
  ReservationStatus,
  ChangeRequest,
  SectionState,
} from '@app/contract/calls/reservation';
import { parseSectionJson } from '@app/contract/calls/reservation';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { sectionSchema } from '@app/contract/sections/registry';
import type { UploadKind } from '@app/contract/sections/upload';
import { maskSection } from '../../crypto/sensitive-fields.ts';
import { answeredParts } from '../../db/change-answers.ts';
import { reopenedOf } from '../../db/reservation-access.ts';
import type { SectionRow } from '../../db/sections-repository.ts';
import type { ReservationRow, UploadRow } from './reservations-repository.ts';
import { toIso } from '../../db/time.ts';

/** Where a stored upload is fetched from (upload feature's GET route). */
export const uploadUrl = (id: string) => `/api/upload/file/${encodeURIComponent(id)}`;

/** Stored section rows as section -> data (what the rules and checkSubmission take). */
export function sectionsDataFrom(
  rows: readonly SectionRow[],
): Partial<Record<SectionName, SectionData>> {
  const out: Partial<Record<SectionName, SectionData>> = {};
  // Saves store the schema's output, always an object; anything else reads as empty.
  for (const row of rows) out[row.section as SectionName] = parseSectionJson(row.data) ?? {};
  return out;
}

/** What the back office asked to change, while it stands; null otherwise. */
export function changeRequestOf(
  row: ReservationRow,
  sections: readonly SectionRow[] = [],
  uploads: readonly UploadRow[] = [],
): ChangeRequest | null {
  const reopened = reopenedOf(row);
  if (!reopened) return null;
  const answered = answeredParts(reopened, Number(row.reviewed_at ?? 0), sections, uploads);
  return {
    sections: reopened.sections as SectionName[],
    uploads: reopened.uploads as UploadKind[],
    note: row.review_note ?? '',
    at: toIso(row.reviewed_at ?? row.updated_at),
    answered: {
      sections: answered.sections as SectionName[],
      uploads: answered.uploads as UploadKind[],
    },
  };
}

export interface DtoInput {
  row: ReservationRow;
  sections: readonly SectionRow[];
  uploads: readonly UploadRow[];
  today: string;
  bankCodes: readonly string[] | undefined;
}

/**
 * The appointment answer: every section of the product, saved or not. An open reservation's
 * "completed" is judged again on the day: a section saved valid may stop being so when another
 * changes (an insured who is a minor now needs a birth certificate in the upload section).
 * The sensitive numbers are in full only while the member can edit (open, or changes requested);
 * a submitted reservation shows their last four (DESIGN.md).
 */
export function toReservationDto({
  row,
  sections,
  uploads,
  today,
  bankCodes,
}: DtoInput): Reservation {
  const productType = row.product_type as ProductType;
  const data = sectionsDataFrom(sections);
  const saved = new Set(sections.filter((s) => s.completed === 1).map((s) => s.section));
  const states: Partial<Record<SectionName, SectionState>> = {};
  const editable = row.status === 'open' || reopenedOf(row) !== null;
  for (const section of productSections[productType]) {
    const value = data[section] ?? {};
    let completed = saved.has(section);
    if (completed && row.status === 'open') {
      const context = { today, sections: data, ...(bankCodes ? { bankCodes } : {}) };
      completed = sectionSchema(section, productType, context).safeParse(value).success;
    }
    states[section] = { completed, data: editable ? value : maskSection(value) };
  }
  return {
    token: row.token,
    productType,
    status: row.status as ReservationStatus,
    sections: states,
    uploads: uploads.map((u) => ({
      id: u.id,
      kind: u.kind as UploadKind,
      name: u.original_name,
      size: Number(u.size),
      mime: u.mime,
      url: uploadUrl(u.id),
    })),
    ...(row.business_id ? { businessId: row.business_id } : {}),
    changeRequest: changeRequestOf(row, sections, uploads),
  };
}
