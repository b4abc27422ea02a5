import { acceptBody, idParam, requestChangesBody } from '../schemas.ts';
import { reservation } from './reservations.ts';
import { json } from './route.ts';
import { adminEndpoints } from './endpoints.ts';

/** The review of a business's reservation (issue 10): each answers the reservation as it is now. */
const at = adminEndpoints.review;

export const reviewRoutes = {
  requestChanges: json(at.requestChanges, {
    summary:
      "Reopen sections and upload kinds of a business's reservation for its member, with a note",
    params: idParam,
    body: requestChangesBody,
    answer: reservation,
  }),
  accept: json(at.accept, {
    summary: "Accept a business's submitted reservation; a submitted business moves to reviewing",
    params: idParam,
    body: acceptBody,
    answer: reservation,
  }),
};
