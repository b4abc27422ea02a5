import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../hooks/field-props';
import { useZodForm } from '../../../hooks/use-zod-form';
import { loadAccountContract } from '../api/account-contract';
import { useMessageLogin } from '../api/message-login';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { verifyCode } from '../lib/verify-code';
import { SendCodeButton } from './send-code-button';

const loadCodeLoginRequest = () => loadAccountContract().then((m) => m.codeLoginRequest);

/**
 * Log in with an e-mail code (SPEC's message login): the e-mail, a code sent with transactionType
 * login and checked as soon as it is typed in full, then policyholder/CodeLogin.
 */
export function CodeLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(loadCodeLoginRequest, { account: '', code: '', codeToken: '' });
  const login = useMessageLogin();
  const { formRef, submit } = useAuthSubmit({
    form,
    mutation: login,
    successToast: 'success.login',
    onSuccess,
  });
  // verifyCode reads the address as `email`; here the payload names it `account`.
  const codeForm = {
    values: { email: form.values.account },
    setValue: form.setValue,
    setFieldError: form.setFieldError,
  };
  const onCode = (typed: string) => {
    const code = typed.replace(/\D/g, '');
    form.setValue('code', code);
    form.setValue('codeToken', '');
    if (code.length === 6 && form.values.account) void verifyCode(codeForm, code, 'login');
  };

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onFocus={form.warm}
      onSubmit={submit}
      data-testid="code-login-form"
    >
      <TextField
        {...fieldProps(form, 'account')}
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={60}
        label={t('auth.field.email')}
        placeholder={t('auth.field.emailPlaceholder')}
      />
      <TextField
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('auth.field.code')}
        placeholder={t('auth.field.codePlaceholder')}
        value={form.values.code}
        onChange={onCode}
        error={form.errors.code}
        addon={
          <SendCodeButton
            email={form.values.account}
            transactionType="login"
            onInvalidEmail={(message) => form.setFieldError('account', message)}
          />
        }
      />
      <Button type="submit" color="primary" block size="large" loading={login.isPending}>
        {t('auth.codeLogin.submit')}
      </Button>
    </form>
  );
}
