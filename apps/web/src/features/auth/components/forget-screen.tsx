import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useForgetPassword } from '../api/forget-password';
import { loadAccountContract } from '../api/account-contract';
import { fieldProps } from '../../../hooks/field-props';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { AuthPage } from './auth-page';
import { EmailCodeFields } from './email-code-fields';
import { registerAuthExtraTexts } from '../extra-texts';

registerAuthExtraTexts();

const loadForgetPasswordRequest = () => loadAccountContract().then((m) => m.forgetPasswordRequest);

export function ForgetScreen({ countdown }: { countdown?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(loadForgetPasswordRequest, {
    email: '',
    code: '',
    codeToken: '',
    password: '',
  });
  const reset = useForgetPassword();
  const { formProps } = useAuthSubmit({
    form,
    mutation: reset,
    successToast: 'success.modify',
    onSuccess: (input) =>
      void navigate(paths.login, { replace: true, state: { email: input.email } }),
  });

  return (
    <AuthPage title={t('auth.forget.title')} back={paths.login}>
      <SubmitForm {...formProps} submitLabel={t('auth.forget.submit')}>
        <EmailCodeFields
          form={form}
          address="email"
          transactionType="forget"
          countdown={countdown}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          autoComplete="new-password"
          label={t('auth.field.newPassword')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
        />
      </SubmitForm>
      <p className="auth-page__links">
        <Link to={paths.login}>{t('auth.forget.toLogin')}</Link>
      </p>
    </AuthPage>
  );
}
