import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { useZodForm } from '../../../hooks/use-zod-form';
import { loadAccountContract } from '../api/account-contract';
import { useMessageLogin } from '../api/message-login';
import { useAuthSubmit } from '../lib/use-auth-submit';
import { EmailCodeFields } from './email-code-fields';

const loadCodeLoginRequest = () => loadAccountContract().then((m) => m.codeLoginRequest);

/**
 * Log in with an e-mail code (SPEC's message login): the e-mail, a code sent with transactionType
 * login and checked as soon as it is typed in full, then policyholder/CodeLogin.
 */
export function CodeLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(loadCodeLoginRequest, { account: '', code: '', codeToken: '' });
  const login = useMessageLogin();
  const { formProps } = useAuthSubmit({
    form,
    mutation: login,
    successToast: 'success.login',
    onSuccess,
  });
  return (
    <SubmitForm
      {...formProps}
      submitLabel={t('auth.codeLogin.submit')}
      data-testid="code-login-form"
    >
      <EmailCodeFields form={form} address="account" transactionType="login" />
    </SubmitForm>
  );
}
