import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signatureKinds } from '@app/contract/declarations/rules';
import { paths } from '../../../config/paths';
import { serverFieldMessages } from '../../../lib/api-error';
import { reportError } from '../../../lib/report-error';
import { useSubmitReservation } from '../api/edit-reservation';
import { clearSubmitErrors, readSubmitErrors, saveSubmitErrors } from './submit-errors';
import type { SubmitErrors } from './submit-errors';

/** data.fields keys about the tip screen itself rather than a section. */
const TIP_FIELDS = new Set<string>(['declarations', ...signatureKinds]);

export type TipFieldErrors = Record<string, string>;

/**
 * Submit once: a second tap while the first is on its way does nothing (the button is disabled
 * too, and the server is idempotent). A refusal marks the sections to fix and answers what it
 * said about the declarations and signatures, for the tip screen to show beside them.
 */
export function useSubmit(token: string) {
  const navigate = useNavigate();
  const submit = useSubmitReservation();
  const inFlight = useRef(false);
  const [toFix, setToFix] = useState<SubmitErrors>(() => readSubmitErrors(token));

  const run = async (declarations: string): Promise<TipFieldErrors | 'done' | 'busy'> => {
    if (inFlight.current) return 'busy';
    inFlight.current = true;
    try {
      const submitted = await submit.mutateAsync({ token, declarations });
      clearSubmitErrors(token);
      // A page that says what happens next and whom to ask, not a toast (issue 36).
      void navigate(paths.appointment.submittedHref(submitted.businessId), { replace: true });
      return 'done';
    } catch (error) {
      const fields = serverFieldMessages(error);
      const tip: TipFieldErrors = {};
      const sections: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        if (TIP_FIELDS.has(key)) tip[key] = message;
        else sections[key] = message;
      }
      // A refusal with fields judged every section: those not named are fine now.
      if (Object.keys(fields).length > 0) setToFix(saveSubmitErrors(token, sections));
      reportError(error);
      return tip;
    } finally {
      inFlight.current = false;
    }
  };

  return { run, pending: submit.isPending, toFix };
}
