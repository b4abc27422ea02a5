import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { PasswordField } from '../../../../components/password-field';
import { fieldProps } from '../../../../hooks/field-props';
import { useZodForm } from '../../../../hooks/use-zod-form';
import { isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/feedback';
import { focusFirstInvalid } from '../../../../lib/focus';
import { AuthCard, FormProblems } from '../../../components/auth-card';
import { consolePaths } from '../../../lib/paths';
import { NoWebCryptoError } from '../../../lib/rsa';
import { useSetPassword } from '../api/use-set-password';

const loadForm = () => import('../api/set-password-form').then((m) => m.setPasswordForm);

/** The invitation link's page (`#/set-password?token=…`): the new member of staff's first password. */
export function SetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(loadForm, { password: '', confirm: '' });
  const setPassword = useSetPassword(token);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = await form.validate();
    if (!input) return focusFirstInvalid(formRef.current);
    try {
      await setPassword.mutateAsync(input.password);
      showToast(t('success.modify'));
      void navigate(consolePaths.login, { replace: true });
    } catch (error) {
      if (error instanceof NoWebCryptoError) setProblem(t('pda.login.noCrypto'));
      else if (form.showServerErrors(error)) focusFirstInvalid(formRef.current);
      else if (isApiError(error) && !error.handled) setProblem(error.msg || t('error.server'));
    }
  };

  return (
    <AuthCard title={t('pda.setPassword.title')} intro={t('pda.setPassword.intro')}>
      {token ? (
        <form ref={formRef} className="form" noValidate onFocus={form.warm} onSubmit={run}>
          <PasswordField
            {...fieldProps(form, 'password')}
            autoComplete="new-password"
            maxLength={18}
            label={t('pda.setPassword.password')}
          />
          <PasswordField
            {...fieldProps(form, 'confirm')}
            autoComplete="new-password"
            maxLength={18}
            label={t('pda.setPassword.confirm')}
          />
          <FormProblems>
            {problem && (
              <p className="console-form-error" role="alert">
                {problem}
              </p>
            )}
          </FormProblems>
          <Button type="submit" color="primary" block size="large" loading={setPassword.isPending}>
            {t('pda.setPassword.submit')}
          </Button>
        </form>
      ) : (
        <p className="console-form-error" role="alert">
          {t('pda.setPassword.noToken')}
        </p>
      )}
      <p>
        <Link to={consolePaths.login}>{t('pda.setPassword.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
