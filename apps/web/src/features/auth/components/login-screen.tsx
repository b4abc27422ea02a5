import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { paths, safeRedirect } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useLogin } from '../api/login';
import { loadAccountContract } from '../api/account-contract';
import { fieldProps } from '../../../hooks/field-props';
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

// The e-mail code login is fetched when the member asks for it: the route's first load stays small.
const CodeLoginForm = lazy(() =>
  import('./code-login-form').then((m) => ({ default: m.CodeLoginForm })),
);

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
  const [withCode, setWithCode] = useState(false);
  const enter = () => {
    const target = safeRedirect(params.get('redirect')) ?? paths.business.index;
    void navigate(target, { replace: true });
  };
  const { formRef, submit } = useAuthSubmit({
    form,
    mutation: login,
    successToast: 'success.login',
    onSuccess: enter,
  });

  return (
    <AuthPage title={t('auth.login.title')}>
      <p className="auth-page__welcome">{t('auth.login.welcome')}</p>
      {withCode ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <CodeLoginForm onSuccess={enter} />
        </Suspense>
      ) : (
        <form ref={formRef} className="form" noValidate onFocus={form.warm} onSubmit={submit}>
          <TextField
            {...fieldProps(form, 'account')}
            type="email"
            inputMode="email"
            autoComplete="username"
            maxLength={60}
            label={t('auth.field.account')}
            placeholder={t('auth.field.accountPlaceholder')}
          />
          <PasswordField
            {...fieldProps(form, 'password')}
            autoComplete="current-password"
            label={t('auth.field.password')}
            placeholder={t('auth.field.passwordPlaceholder')}
          />
          <Button type="submit" color="primary" block size="large" loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </form>
      )}
      <button type="button" className="auth-page__switch" onClick={() => setWithCode((on) => !on)}>
        {t(withCode ? 'auth.login.withPassword' : 'auth.login.withCode')}
      </button>
      <nav className="auth-page__links">
        <Link to={paths.forget}>{t('auth.login.toForget')}</Link>
        <span>
          {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.toRegister')}</Link>
        </span>
      </nav>
      <LanguageSwitch />
    </AuthPage>
  );
}
