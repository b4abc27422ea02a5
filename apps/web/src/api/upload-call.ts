import * as z from 'zod';
import { reservationCalls, UPLOAD_FILE_FIELD } from '@app/contract/calls/reservation';

/**
 * platform/upload with its file part, for the reservation's uploads and the remittance's bank
 * slip; both load it on demand, as it brings zod and the reservation calls. The request schema
 * lists the text fields only, and the upload helper parses the payload with it (zod drops unknown
 * keys): the file part is declared here to travel with them (safeExtend: the schema carries a
 * refinement, the token every kind but a slip needs).
 */
export const uploadWithFile = {
  ...reservationCalls.upload,
  request: reservationCalls.upload.request.safeExtend({
    [UPLOAD_FILE_FIELD]: z.custom<Blob>((value) => value instanceof Blob),
  }),
};
