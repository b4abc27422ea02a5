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
import { useForgetPassword } from '../api/forget-password';
import { loadAccountContract } from '../api/account-contract';
import { AuthPage } from './auth-page';
import { SendCodeButton } from './send-code-button';

const loadForgetPasswordRequest = () => loadAccountContract().then((m) => m.forgetPasswordRequest);

export function ForgetScreen({ countdown }: { countdown?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(loadForgetPasswordRequest, { email: '', code: '', password: '' });
  const reset = useForgetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return focusFirstInvalid(formRef.current);
    try {
      await reset.mutateAsync(input);
      showToast(t('success.modify'));
      void navigate(paths.login, { replace: true, state: { email: input.email } });
    } catch (error) {
      if (form.showServerErrors(error)) focusFirstInvalid(formRef.current);
      reportError(error);
    }
  };

  return (
    <AuthPage title={t('auth.forget.title')} back={paths.login}>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={form.warm}
        onSubmit={(e) => void submit(e)}
      >
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
              transactionType="forget"
              countdown={countdown}
              onInvalidEmail={(message) => form.setFieldError('email', message)}
            />
          }
        />
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={t('auth.field.newPassword')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
          value={form.values.password}
          onChange={(v) => form.setValue('password', v)}
          error={form.errors.password}
        />
        <Button type="submit" color="primary" block size="large" loading={reset.isPending}>
          {t('auth.forget.submit')}
        </Button>
      </form>
      <p className="auth-page__links">
        <Link to={paths.login}>{t('auth.forget.toLogin')}</Link>
      </p>
    </AuthPage>
  );
}
