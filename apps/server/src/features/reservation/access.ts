import { BodyCode } from '@app/contract/codes';
import { AppError } from '../../http/app-error.ts';
import type { ReservationRow } from './reservations-repository.ts';

/**
 * Who may use a reservation link: its creator and its filler (the first member other than the
 * creator who wrote into it). Until someone has written, any logged-in member holding the link may.
 */
export function isParty(row: ReservationRow, memberId: string): boolean {
  return row.creator_id === memberId || row.filler_id === memberId;
}

export function mayUse(row: ReservationRow, memberId: string): boolean {
  return row.filler_id === null || isParty(row, memberId);
}

export const linkInvalid = () => new AppError(BodyCode.linkInvalid, 'appointment.linkInvalid');

/** The parties learn which business it became; anyone else holding the link only its state. */
export const linkFilled = (row: ReservationRow, memberId: string) =>
  new AppError(
    BodyCode.conflict,
    'appointment.linkFilled',
    isParty(row, memberId) && row.business_id ? { businessId: row.business_id } : null,
  );

/**
 * The one answer for "this link cannot be used by you now", in SPEC's link states: unknown or
 * somebody else's -> link invalid; submitted -> link already filled. A reservation sent back for
 * changes is open again to its parties only: its business's members are already fixed.
 */
export function refuseUnusable(row: ReservationRow | undefined, memberId: string): ReservationRow {
  if (!row) throw linkInvalid();
  if (row.status === 'changesRequested') {
    if (!isParty(row, memberId)) throw linkFilled(row, memberId);
    return row;
  }
  // A filled link says so to whoever holds it (SPEC's "link already filled" state); only its
  // parties get the business id with it.
  if (row.status !== 'open') throw linkFilled(row, memberId);
  if (!mayUse(row, memberId)) throw linkInvalid();
  return row;
}
