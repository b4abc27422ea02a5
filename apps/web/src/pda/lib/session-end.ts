import { SESSION_EXPIRED_TOAST_MS } from '@app/contract/constants';
import { translate } from '../../i18n/i18n';
import { showToast } from '../../lib/feedback';
import { currentRoute, navigateTo } from '../../lib/navigation';
import { consolePaths } from './paths';
import { consoleQueryClient } from './query-client';
import { clearStaffSession } from './staff-session';

/** Leaves for the console's login, which brings the staff member back to where they were. */
export function goToConsoleLogin(): void {
  const here = currentRoute();
  if (here.startsWith(consolePaths.login)) return;
  navigateTo(consolePaths.loginHref(here), { replace: true });
}

/** A 401 from the back office: the login is over (expired, revoked, or refused on refresh). */
export function endStaffSession(): void {
  clearStaffSession();
  // The next staff member must not see this one's cached answers.
  consoleQueryClient.clear();
  showToast(translate('error.sessionExpired'), { durationMs: SESSION_EXPIRED_TOAST_MS });
  goToConsoleLogin();
}
