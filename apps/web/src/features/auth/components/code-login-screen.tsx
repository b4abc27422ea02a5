import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths, safeRedirect, withRedirect } from '../../../config/paths';
import { registerAuthExtraTexts } from '../extra-texts';
import { AuthPage } from './auth-page';
import { CodeLoginForm } from './code-login-form';
import '../agreement.css';

registerAuthExtraTexts();

/**
 * /pages/login/code: log in with an e-mail code. Its own route (reached from the login screen),
 * so the login route's first load does not carry it; the way back (?redirect=) travels along.
 */
export function CodeLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const enter = () =>
    void navigate(safeRedirect(redirect) ?? paths.business.index, { replace: true });

  return (
    <AuthPage title={t('auth.codeLogin.title')} back={withRedirect(paths.login, redirect)}>
      <CodeLoginForm onSuccess={enter} />
      <Link className="auth-page__switch button-link" to={withRedirect(paths.login, redirect)}>
        {t('auth.codeLogin.back')}
      </Link>
      <LanguageSwitch />
    </AuthPage>
  );
}
