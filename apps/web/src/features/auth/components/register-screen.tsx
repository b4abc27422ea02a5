import { useRef } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { showToast } from '../../../lib/feedback';
import { focusFirstInvalid } from '../../../lib/focus';
import { reportError } from '../../../lib/report-error';
import { useRegister } from '../api/register';
import { loadAccountContract } from '../api/account-contract';
import { AuthPage } from './auth-page';
import { SendCodeButton } from './send-code-button';

const loadRegisterRequest = () => loadAccountContract().then((m) => m.registerRequest);

export function RegisterScreen({ countdown }: { countdown?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(loadRegisterRequest, {
    name: '',
    mobile: '',
    email: '',
    code: '',
    password: '',
  });
  const register = useRegister();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return focusFirstInvalid(formRef.current);
    try {
      await register.mutateAsync(input);
      showToast(t('success.register'));
      void navigate(paths.login, { replace: true, state: { email: input.email } });
    } catch (error) {
      if (form.showServerErrors(error)) focusFirstInvalid(formRef.current);
      reportError(error);
    }
  };

  return (
    <AuthPage title={t('auth.register.title')} back={paths.login}>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={form.warm}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          name="name"
          autoComplete="name"
          label={t('auth.field.name')}
          placeholder={t('auth.field.namePlaceholder')}
          value={form.values.name}
          onChange={(v) => form.setValue('name', v)}
          error={form.errors.name}
        />
        <TextField
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          label={t('auth.field.mobile')}
          placeholder={t('auth.field.mobilePlaceholder')}
          value={form.values.mobile}
          onChange={(v) => form.setValue('mobile', v.replace(/\D/g, ''))}
          error={form.errors.mobile}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={60}
          label={t('auth.field.email')}
          placeholder={t('auth.field.emailPlaceholder')}
          value={form.values.email}
          onChange={(v) => form.setValue('email', v)}
          error={form.errors.email}
        />
        <TextField
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('auth.field.code')}
          placeholder={t('auth.field.codePlaceholder')}
          value={form.values.code}
          onChange={(v) => form.setValue('code', v.replace(/\D/g, ''))}
          error={form.errors.code}
          addon={
            <SendCodeButton
              email={form.values.email}
              transactionType="register"
              countdown={countdown}
              onInvalidEmail={(message) => form.setFieldError('email', message)}
            />
          }
        />
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={t('auth.field.password')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
          value={form.values.password}
          onChange={(v) => form.setValue('password', v)}
          error={form.errors.password}
        />
        <Button type="submit" color="primary" block size="large" loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="auth-page__links">
        {t('auth.register.hasAccount')} <Link to={paths.login}>{t('auth.register.toLogin')}</Link>
      </p>
    </AuthPage>
  );
}
