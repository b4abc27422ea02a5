/**
 * Query keys of the reservation screens. The business views' keys are shared
 * (src/api/business-keys.ts): a submit marks them stale.
 */
export const reservationKeys = {
  /** The reservation behind a link, as checkAppointUrl and every save answer it. */
  byToken: (token: string) => ['appointment', token] as const,
  /** The lazily loaded contract module (zod and the section rules). */
  contract: () => ['appointment-contract'] as const,
  /** The lazily loaded declarations texts and signing rules. */
  declarations: () => ['appointment-declarations'] as const,
  /** policyholder/AppointList: the member's own reservations. */
  mine: () => ['appointment-mine'] as const,
  /** policyholder/LastPerson: the person the member last submitted a reservation with. */
  lastPerson: () => ['appointment-last-person'] as const,
  uploadedFile: (url: string | undefined) => ['upload-file', url] as const,
};
