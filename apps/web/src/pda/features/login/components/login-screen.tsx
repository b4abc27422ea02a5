import { lazy, Suspense, useRef, useState } from 'react';
import type { MfaMethod, StaffLoginDone } from '@app/contract/calls/staff';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { PasswordField } from '../../../../components/password-field';
import { TextField } from '../../../../components/text-field';
import { useCountdown } from '../../../../hooks/use-countdown';
import { useZodForm } from '../../../../hooks/use-zod-form';
import { isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/feedback';
import { focusFirstInvalid } from '../../../../lib/focus';
import { fieldProps } from '../../../../hooks/field-props';
import { AuthCard, FormProblems } from '../../../components/auth-card';
import { FormError } from '../../../components/form-error';
import { safeReturn } from '../../../lib/paths';
import { NoWebCryptoError } from '../../../lib/rsa';
import { saveStaffLogin } from '../../../lib/staff-session';
import { useStaffLogin } from '../api/use-staff-login';

// The second step is its own chunk: most logins of a demo never need it.
const MfaStep = lazy(() => import('./mfa-step').then((m) => ({ default: m.MfaStep })));
const EnrolStep = lazy(() => import('./enrol-step').then((m) => ({ default: m.EnrolStep })));

/** Where a login stands: the password, then a second factor or its enrolment when asked. */
type Stage =
  | { step: 'password' }
  | { step: 'mfa'; mfaToken: string; methods: MfaMethod[] }
  | { step: 'enrol'; mfaToken: string };

const loadForm = () => import('../api/login-form').then((m) => m.loginForm);

/** The retryAfter seconds of a 429 answer (too many attempts), if that is what it was. */
function lockoutSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 429) return null;
  const data = error.data as { retryAfter?: unknown } | null;
  return typeof data?.retryAfter === 'number' ? data.retryAfter : 60;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(loadForm, { username: '', password: '' });
  const login = useStaffLogin();
  const lockout = useCountdown();
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [stage, setStage] = useState<Stage>({ step: 'password' });

  const enter = () => {
    showToast(t('success.login'));
    void navigate(safeReturn(params.get('from')), { replace: true });
  };
  const restart = () => {
    form.setValue('password', '');
    setStage({ step: 'password' });
  };
  const finish = (done: StaffLoginDone) => {
    saveStaffLogin(done);
    enter();
  };

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = await form.validate();
    if (!input) return focusFirstInvalid(formRef.current);
    try {
      const answer = await login.mutateAsync(input);
      if ('mfaRequired' in answer) {
        setStage({ step: 'mfa', mfaToken: answer.mfa_token, methods: answer.methods });
      } else if ('mfaSetupRequired' in answer) {
        setStage({ step: 'enrol', mfaToken: answer.mfa_token });
      } else enter();
    } catch (error) {
      const wait = lockoutSeconds(error);
      if (wait !== null) lockout.start(wait);
      if (error instanceof NoWebCryptoError) setProblem(t('pda.login.noCrypto'));
      else if (form.showServerErrors(error)) focusFirstInvalid(formRef.current);
      else if (isApiError(error) && !error.handled) setProblem(error.msg || t('error.server'));
    }
  };

  if (stage.step !== 'password') {
    return (
      <Suspense fallback={null}>
        {stage.step === 'mfa' ? (
          <MfaStep
            mfaToken={stage.mfaToken}
            methods={stage.methods}
            onDone={finish}
            onRestart={restart}
          />
        ) : (
          <EnrolStep
            mfaToken={stage.mfaToken}
            onLogin={saveStaffLogin}
            onDone={enter}
            onRestart={restart}
          />
        )}
      </Suspense>
    );
  }

  return (
    <AuthCard title={t('pda.login.title')} intro={t('pda.login.intro')}>
      <form ref={formRef} className="form" noValidate onFocus={form.warm} onSubmit={run}>
        <TextField
          {...fieldProps(form, 'username')}
          type="email"
          inputMode="email"
          autoComplete="username"
          maxLength={60}
          label={t('pda.login.email')}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          autoComplete="current-password"
          maxLength={18}
          label={t('pda.login.password')}
        />
        <FormProblems>
          <FormError>{problem}</FormError>
          <FormError testId="lockout">
            {lockout.running && t('pda.login.locked', { seconds: lockout.remaining })}
          </FormError>
        </FormProblems>
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={login.isPending}
          disabled={lockout.running}
        >
          {t('pda.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
