import type { FormEvent } from 'react';
import { AGREEMENT_VERSION } from '@app/contract/constants';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { AreaCodeField } from '../../../components/area-code-field';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { useRegister } from '../api/register';
import { loadAccountContract } from '../api/account-contract';
import { fieldProps } from '../../../hooks/field-props';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { AuthPage } from './auth-page';
import { showToast } from '../../../lib/feedback';
import { registerAuthExtraTexts } from '../extra-texts';
import { AgreementField } from './agreement-field';
import { EmailCodeFields } from './email-code-fields';

registerAuthExtraTexts();

const loadRegisterRequest = () => loadAccountContract().then((m) => m.registerRequest);

export function RegisterScreen({ countdown }: { countdown?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(loadRegisterRequest, {
    name: '',
    areaCode: '+86',
    mobile: '',
    email: '',
    code: '',
    codeToken: '',
    password: '',
    inviteCode: '',
    agreementVersion: '',
  });
  const register = useRegister();
  const { submit, formProps } = useAuthSubmit({
    form,
    mutation: register,
    successToast: 'success.register',
    onSuccess: (input) =>
      void navigate(paths.login, { replace: true, state: { email: input.email } }),
  });

  // SPEC §5: a refused form also toasts; the box's message stays beside it.
  const submitChecked = (event: FormEvent) => {
    if (!form.values.agreementVersion) showToast(t('validation.agreement'));
    submit(event);
  };

  return (
    <AuthPage title={t('auth.register.title')} back={paths.login}>
      <SubmitForm {...formProps} onSubmit={submitChecked} submitLabel={t('auth.register.submit')}>
        <TextField
          {...fieldProps(form, 'name')}
          autoComplete="name"
          label={t('auth.field.name')}
          placeholder={t('auth.field.namePlaceholder')}
        />
        <AreaCodeField
          value={form.values.areaCode}
          onChange={(v) => form.setValue('areaCode', v)}
        />
        <TextField
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={form.values.areaCode === '+86' ? 11 : 15}
          label={t('auth.field.mobile')}
          // SPEC's 11 digits hold for +86 only; elsewhere the number's length is the area's.
          placeholder={t(
            form.values.areaCode === '+86'
              ? 'auth.field.mobilePlaceholder'
              : 'auth.field.mobilePlaceholderOther',
          )}
          value={form.values.mobile}
          onChange={(v) => form.setValue('mobile', v.replace(/\D/g, ''))}
          error={form.errors.mobile}
        />
        <EmailCodeFields
          form={form}
          address="email"
          transactionType="register"
          countdown={countdown}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          autoComplete="new-password"
          label={t('auth.field.password')}
          placeholder={t('auth.field.newPasswordPlaceholder')}
        />
        <TextField
          {...fieldProps(form, 'inviteCode')}
          autoComplete="off"
          maxLength={16}
          label={t('auth.field.inviteCode')}
          placeholder={t('auth.field.inviteCodePlaceholder')}
        />
        <AgreementField
          // The version of the texts the box accepts: the server refuses an older one.
          checked={form.values.agreementVersion !== ''}
          onChange={(checked) =>
            form.setValue('agreementVersion', checked ? AGREEMENT_VERSION : '')
          }
          error={form.errors.agreementVersion}
        />
      </SubmitForm>
      <p className="auth-page__links">
        {t('auth.register.hasAccount')} <Link to={paths.login}>{t('auth.register.toLogin')}</Link>
      </p>
    </AuthPage>
  );
}
