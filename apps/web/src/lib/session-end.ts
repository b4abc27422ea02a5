import { SESSION_EXPIRED_TOAST_MS } from '@app/contract/constants';
import { paths } from '../config/paths';
import { translate } from '../i18n/i18n';
import { showToast } from './feedback';
import { currentRoute, goToLogin } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './storage';

function leaveToLogin(): void {
  clearSession();
  // The next member must not see this member's cached answers.
  queryClient.clear();
  // Parallel queries may all fail the same way; one trip to login is enough.
  if (!currentRoute().startsWith(paths.login)) goToLogin();
}

/** Body code 100: the server revoked the session (SPEC §4, §8). */
export function endRevokedSession(msg: string): void {
  showToast(msg || translate('error.sessionRevoked'));
  leaveToLogin();
}

/**
 * Body code 401: not logged in or expired. The stored token is dead too, so it is cleared as well;
 * otherwise the route guard would keep letting the member into screens that can only fail.
 */
export function endExpiredSession(): void {
  showToast(translate('error.sessionExpired'), { durationMs: SESSION_EXPIRED_TOAST_MS });
  leaveToLogin();
}
