import type { Reservation } from '@app/contract/calls/reservation';
import type { SectionName } from '@app/contract/sections/products';
import type { UploadKind } from '@app/contract/sections/upload';

/**
 * What a reservation sent back for changes lets the member touch, as the server judges it
 * (db/reservation-access.ts): the named sections; the upload section when it is named or when
 * any upload kind is; an upload kind when it is named or the whole upload section is. An open
 * reservation is open everywhere.
 */
export function isSectionOpen(reservation: Reservation, section: SectionName): boolean {
  const request = reservation.changeRequest;
  if (!request) return true;
  return request.sections.includes(section) || (section === 'upload' && request.uploads.length > 0);
}

export function isUploadOpen(reservation: Reservation, kind: UploadKind): boolean {
  const request = reservation.changeRequest;
  if (!request) return true;
  return request.sections.includes('upload') || request.uploads.includes(kind);
}

/** Whether the overview marks the section 'Changes requested'. */
export function isReopened(reservation: Reservation, section: SectionName): boolean {
  return Boolean(reservation.changeRequest) && isSectionOpen(reservation, section);
}

/**
 * Whether the member has answered the request for this section since staff asked (the server's
 * `changeRequest.answered`): the section saved again, and for the upload section every reopened
 * file kind sent again.
 */
export function isAnswered(reservation: Reservation, section: SectionName): boolean {
  const request = reservation.changeRequest;
  if (!request) return false;
  const answered = request.answered ?? { sections: [], uploads: [] };
  if (request.sections.includes(section)) return answered.sections.includes(section);
  if (section === 'upload') return request.uploads.every((kind) => answered.uploads.includes(kind));
  return false;
}

/** Every reopened section and file answered: the member may submit again. */
export function isRequestAnswered(reservation: Reservation): boolean {
  const request = reservation.changeRequest;
  if (!request) return false;
  const sections = [
    ...request.sections,
    ...(request.uploads.length > 0 ? ['upload' as const] : []),
  ];
  return sections.every((section) => isAnswered(reservation, section));
}
