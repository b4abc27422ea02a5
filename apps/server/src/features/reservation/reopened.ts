import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { uploadKinds } from '@app/contract/sections/upload';
import { isReopened, reopenedOf } from '../../db/reservation-access.ts';
import { AppError } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';
import type { ReservationRow } from './reservations-repository.ts';

/**
 * A save into a reservation sent back for changes (issue 10) may touch only what the back office
 * reopened: the rest is what it reviewed, and a later accept must mean the same data. A no-op for
 * an open reservation. `person`: the sections the save writes (itself and its person's copies).
 */
export function refuseClosedPart(
  row: ReservationRow,
  target: { section: SectionName; person: readonly SectionName[] },
  data: SectionData,
  stored: SectionData | undefined,
  lang: Language,
): void {
  const reopened = reopenedOf(row);
  if (!reopened) return;
  const { section } = target;
  // One person in two sections (policyholder and insured, 'self'): reopening either reopens both.
  if (!target.person.some((name) => isReopened(reopened, { section: name }))) {
    throw new AppError(BodyCode.conflict, 'appointment.notReopened');
  }
  if (section !== 'upload' || reopened.sections.includes('upload')) return;
  // Only some kinds reopened: every other kind keeps pointing at the file that was reviewed.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const changed = uploadKinds.filter(
    (kind) => !reopened.uploads.includes(kind) && text(data[kind]) !== text(stored?.[kind]),
  );
  if (changed.length > 0) {
    const message = t('appointment.uploadNotReopened', lang);
    throw new AppError(BodyCode.conflict, 'appointment.uploadNotReopened', {
      fields: Object.fromEntries(changed.map((kind) => [kind, message])),
    });
  }
}
