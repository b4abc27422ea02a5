import { translate } from '../i18n/i18n';
import { isApiError } from './api-error';
import { showToast } from './feedback';

/**
 * Tells the user why a call failed, unless the request layer already did (network trouble,
 * session end). Field messages of a code 400 are shown beside the fields by the form instead.
 */
export function reportError(error: unknown, durationMs?: number): void {
  if (isApiError(error)) {
    if (error.handled) return;
    showToast(error.msg || translate('error.server'), { durationMs });
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast(translate('error.server'), { durationMs });
}
