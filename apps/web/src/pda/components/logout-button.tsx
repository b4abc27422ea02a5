import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { loadDialog } from '../../lib/dialog';
import { showToast } from '../../lib/feedback';
import { consolePaths } from '../lib/paths';
import { consoleQueryClient } from '../lib/query-client';
import { clearStaffSession, getBearer } from '../lib/staff-session';

/** Log out, after a confirmation: the server revokes the login; the browser forgets it either way. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    const Dialog = await loadDialog();
    if (!(await Dialog.confirm({ content: t('pda.account.logoutConfirm') }))) return;
    const bearer = getBearer();
    // A revocation that fails (offline, already expired) must not keep anyone logged in here.
    if (bearer) {
      await import('../lib/staff-calls')
        .then(({ staffLogout }) => staffLogout(bearer))
        .catch(() => undefined);
    }
    clearStaffSession();
    consoleQueryClient.clear();
    showToast(t('success.logout'));
    void navigate(consolePaths.login, { replace: true });
  };
  return (
    <button type="button" className="console__logout" onClick={() => void logout()}>
      {t('pda.account.logout')}
    </button>
  );
}
