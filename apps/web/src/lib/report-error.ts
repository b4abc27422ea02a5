import { translate } from '../i18n/i18n';
import { isApiError } from './api-error';
import { showToast } from './feedback';

/**
 * Tells the user why a call failed, unless the request layer already did (network trouble,
 * session end). Field messages of a code 400 are shown beside the fields by the form: a form
 * that showed them passes `announce: false`, as each field reads out its own message and the
 * toast's text is the same refusal (D48).
 */
export function reportError(
  error: unknown,
  options: { durationMs?: number; announce?: boolean } = {},
): void {
  if (isApiError(error)) {
    if (error.handled) return;
    showToast(error.msg || translate('error.server'), options);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast(translate('error.server'), options);
}
