import { retryableImport } from '../../../lib/lazy-screen';

/** The remittance form's schema (zod), fetched with the form rather than with the first paint. */
export const loadRemittanceRequest = () =>
  retryableImport(() => import('@app/contract/calls/money-area')).then(
    (m) => m.createRemittanceRequest,
  );
