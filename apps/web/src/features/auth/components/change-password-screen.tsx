import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { fieldProps } from '../../../hooks/field-props';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { loadAccountContract } from '../api/account-contract';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { AuthPage } from './auth-page';
import { registerAuthExtraTexts } from '../extra-texts';

registerAuthExtraTexts();

const loadRequest = () => loadAccountContract().then((m) => m.changePasswordRequest);

/** Change login password, from the personal centre: 'Modification Successful', then back there. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(loadRequest, { oldPassword: '', password: '' });
  const change = useChangePassword();
  const { formProps } = useAuthSubmit({
    form,
    mutation: change,
    successToast: 'success.modify',
    onSuccess: () => void navigate(paths.my, { replace: true }),
  });

  return (
    <AuthPage title={t('auth.password.title')} back={paths.my}>
      <SubmitForm {...formProps} submitLabel={t('auth.password.submit')}>
        <PasswordField
          {...fieldProps(form, 'oldPassword')}
          autoComplete="current-password"
          label={t('auth.field.oldPassword')}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          autoComplete="new-password"
          label={t('auth.field.newPassword')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
        />
        <p className="auth-page__hint">{t('auth.password.hint')}</p>
      </SubmitForm>
    </AuthPage>
  );
}
