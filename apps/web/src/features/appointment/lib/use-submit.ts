import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { serverFieldMessages } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { useSubmitAppointment } from '../api/edit-appointment';
import { clearSubmitErrors, readSubmitErrors, saveSubmitErrors } from './submit-errors';
import type { SubmitErrors } from './submit-errors';

/**
 * Submit once: a second tap while the first is on its way does nothing (the button is disabled
 * too, and the server is idempotent). A refusal marks the sections to fix.
 */
export function useSubmit(token: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitAppointment();
  const inFlight = useRef(false);
  const [toFix, setToFix] = useState<SubmitErrors>(() => readSubmitErrors(token));

  const run = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit.mutateAsync(token);
      clearSubmitErrors(token);
      showToast(t('success.submit'));
      void navigate(paths.business.index, { replace: true });
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (Object.keys(fields).length > 0) setToFix(saveSubmitErrors(token, fields));
      reportError(error);
    } finally {
      inFlight.current = false;
    }
  };

  return { run, pending: submit.isPending, toFix };
}
