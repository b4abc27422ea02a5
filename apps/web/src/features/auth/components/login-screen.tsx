import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { LanguageSwitch } from '../../../components/language-switch';
import { PasswordField } from '../../../components/password-field';
import { EmailField } from '../../../components/text-field';
import { paths, safeRedirect, withRedirect } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useLogin } from '../api/login';
import { loadAccountContract } from '../api/account-contract';
import { fieldProps } from '../../../hooks/field-props';
import { useContentMark } from '../../../hooks/use-content-mark';
import { useSecondaryReady } from '../../../hooks/use-secondary-ready';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { AuthPage } from './auth-page';

/** Registration hands the e-mail over so the member only types the password. */
function handedOverEmail(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return '';
}

const loadLoginRequest = () => loadAccountContract().then((m) => m.loginRequest);

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const form = useZodForm(loadLoginRequest, {
    account: handedOverEmail(location.state),
    password: '',
  });
  const login = useLogin();
  useContentMark(true);
  // The form first; the other ways in and the language switch one task later, below it.
  const secondary = useSecondaryReady();
  const { formProps } = useAuthSubmit({
    form,
    mutation: login,
    successToast: 'success.login',
    onSuccess: () => {
      const target = safeRedirect(params.get('redirect')) ?? paths.business.index;
      void navigate(target, { replace: true });
    },
  });

  return (
    <AuthPage title={t('auth.login.title')}>
      <p className="auth-page__welcome">{t('auth.login.welcome')}</p>
      <SubmitForm {...formProps} submitLabel={t('auth.login.submit')}>
        <EmailField
          {...fieldProps(form, 'account')}
          autoComplete="username"
          label={t('auth.field.account')}
          placeholder={t('auth.field.accountPlaceholder')}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          autoComplete="current-password"
          label={t('auth.field.password')}
          placeholder={t('auth.field.passwordPlaceholder')}
        />
      </SubmitForm>
      {secondary && (
        <>
          <Link
            className="auth-page__switch button-link"
            to={withRedirect(paths.loginCode, params.get('redirect'))}
          >
            {t('auth.login.withCode')}
          </Link>
          <nav className="auth-page__links">
            <Link to={paths.forget}>{t('auth.login.toForget')}</Link>
            <span>
              {t('auth.login.noAccount')}{' '}
              <Link to={paths.register}>{t('auth.login.toRegister')}</Link>
            </span>
          </nav>
          <LanguageSwitch />
        </>
      )}
    </AuthPage>
  );
}
