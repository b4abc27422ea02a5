import type { ReservationFileKind } from '@app/contract/calls/reservation';
import { isSignatureKind } from '@app/contract/declarations/rules';
import { BodyCode } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import type { Db } from '../../db/database.ts';
import { claimReservation, isReopened, reopenedOf } from '../../db/reservation-access.ts';
import { AppError } from '../../http/app-error.ts';
import type { ReceivedFile } from '../../http/multipart.ts';
import { keepUpload, refused } from './keep-upload.ts';
import type { UploadSettings } from './keep-upload.ts';
import { exceedsQuota } from './quota.ts';
import * as repo from './uploads-repository.ts';

export interface UploadRequest {
  token: string;
  kind: ReservationFileKind;
  file: ReceivedFile;
  memberId: string;
  lang: Language;
}

const linkInvalid = () => new AppError(BodyCode.linkInvalid, 'appointment.linkInvalid');

/**
 * The link as the section saves judge it (appointment/access.ts). Sent back for changes, it takes
 * files from its parties for the reopened kinds only, and their signatures: a resubmit is signed
 * again (docs/decisions.md).
 */
function refuseLink(
  link: repo.LinkRow | undefined,
  memberId: string,
  kind: ReservationFileKind,
): repo.LinkRow {
  if (!link) throw linkInvalid();
  const party = link.creator_id === memberId || link.filler_id === memberId;
  const reopened = party ? reopenedOf(link) : null;
  if (reopened) {
    if (isSignatureKind(kind) || isReopened(reopened, { uploadKind: kind })) return link;
    throw new AppError(BodyCode.conflict, 'appointment.uploadNotReopened');
  }
  if (link.status !== 'open') {
    throw new AppError(
      BodyCode.conflict,
      'appointment.linkFilled',
      party && link.business_id ? { businessId: link.business_id } : null,
    );
  }
  if (!party && link.filler_id !== null) throw linkInvalid();
  return link;
}

/**
 * platform/upload: a file for one kind of one reservation, from a member who may write into it.
 * The bytes are judged (type, dimensions) before anything is stored; the row and the filler
 * binding are written in one transaction, and a file whose row was not written is removed.
 */
export async function acceptUpload(db: Db, settings: UploadSettings, request: UploadRequest) {
  const { memberId, lang, kind } = request;
  const link = refuseLink(await repo.findLink(db, request.token), memberId, kind);
  const keep = { ...request, checkAs: kind, fallbackName: kind };
  return keepUpload(db, settings, keep, async (file) => {
    const outcome = await db.transaction().execute(async (tx) => {
      const now = Date.now();
      if (!(await claimReservation(tx, link.id, memberId, now, {}, link))) return 'lost';
      // Thrown, not returned: the filler binding just made is rolled back with the refusal.
      const incoming = { appointmentId: link.id, kind };
      if (await exceedsQuota(tx, memberId, file.size, settings.quotaBytes, incoming)) {
        throw refused('upload.quota', lang);
      }
      await repo.insertUpload(tx, { ...file, appointment_id: link.id, kind, created_at: now });
      return 'stored';
    });
    // Submitted or taken by another filler since the first look: answer as the link stands now.
    if (outcome === 'lost') refuseLink(await repo.findLink(db, request.token), memberId, kind);
    if (outcome !== 'stored') throw linkInvalid();
  });
}

export function missingFile(lang: Language): AppError {
  return refused('validation.required', lang);
}
