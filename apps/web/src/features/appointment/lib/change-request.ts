import type { Appointment } from '@app/contract/calls/appointment';
import type { SectionName } from '@app/contract/sections/products';
import type { UploadKind } from '@app/contract/sections/upload';

/**
 * What a reservation sent back for changes lets the member touch, as the server judges it
 * (db/reservation-access.ts): the named sections; the upload section when it is named or when
 * any upload kind is; an upload kind when it is named or the whole upload section is. An open
 * reservation is open everywhere.
 */
export function isSectionOpen(appointment: Appointment, section: SectionName): boolean {
  const request = appointment.changeRequest;
  if (!request) return true;
  return request.sections.includes(section) || (section === 'upload' && request.uploads.length > 0);
}

export function isUploadOpen(appointment: Appointment, kind: UploadKind): boolean {
  const request = appointment.changeRequest;
  if (!request) return true;
  return request.sections.includes('upload') || request.uploads.includes(kind);
}

/** Whether the overview marks the section 'Changes requested'. */
export function isReopened(appointment: Appointment, section: SectionName): boolean {
  return Boolean(appointment.changeRequest) && isSectionOpen(appointment, section);
}
