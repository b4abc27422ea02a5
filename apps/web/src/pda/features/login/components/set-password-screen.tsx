import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { AuthCard } from '../../../components/auth-card';
import { FormError } from '../../../components/form-error';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { consolePaths } from '../../../lib/paths';
import { NoWebCryptoError } from '../../../lib/rsa';
import { setPasswordForm } from '../api/set-password-form';
import { useSetPassword } from '../api/use-set-password';

type Name = 'password' | 'confirm';

const fields: readonly FieldSpec<Name>[] = [
  { name: 'password', label: 'pda.setPassword.password', kind: 'password', maxLength: 18 },
  { name: 'confirm', label: 'pda.setPassword.confirm', kind: 'password', maxLength: 18 },
];

/** The invitation link's page (`#/set-password?token=…`): the new member of staff's first password. */
export function SetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setPassword = useSetPassword(token);

  return (
    <AuthCard title={t('pda.setPassword.title')} intro={t('pda.setPassword.intro')}>
      {token ? (
        <ConsoleForm
          fields={fields}
          schema={setPasswordForm}
          initial={{ password: '', confirm: '' }}
          // A password is sent as typed: not trimmed, and an empty one is checked as empty.
          toBody={(_body, values) => values}
          onSubmit={(input) => setPassword.mutateAsync(input.password)}
          onDone={() => {
            showToast(t('success.modify'));
            void navigate(consolePaths.login, { replace: true });
          }}
          errorMessage={(error) =>
            error instanceof NoWebCryptoError ? t('pda.login.noCrypto') : undefined
          }
          submitLabel={t('pda.setPassword.submit')}
        />
      ) : (
        <FormError>{t('pda.setPassword.noToken')}</FormError>
      )}
      <p>
        <Link to={consolePaths.login}>{t('pda.setPassword.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
