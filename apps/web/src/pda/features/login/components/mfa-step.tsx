import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { MfaMethod, StaffLoginDone } from '@app/contract/calls/staff';
import { useTranslation } from '../../../../i18n/use-translation';
import { AuthCard, FormProblems } from '../../../components/auth-card';
import { mfaCalls } from '../../../lib/mfa-calls';
import { passkeysSupported, signWithPasskey } from '../../../lib/webauthn';
import { CodeField } from '../../../components/mfa/code-field';
import { useAttempt } from '../../../components/mfa/use-attempt';
import { FormError } from '../../../components/form-error';

/**
 * The login's second step: a code from the authenticator app or a recovery code, or the passkey
 * when the account has one. A wrong code counts like a wrong password (the server says when to
 * wait); an expired step sends the person back to the password.
 */
export function MfaStep({
  mfaToken,
  methods,
  onDone,
  onRestart,
}: {
  mfaToken: string;
  methods: MfaMethod[];
  onDone: (login: StaffLoginDone) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const { busy, problem, run: attempt } = useAttempt();
  const hasPasskey = methods.includes('passkey');

  const run = (step: () => Promise<StaffLoginDone>, fallback: string) =>
    attempt(async () => onDone(await step()), fallback);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => mfaCalls.verify(mfaToken, code.trim()), t('error.server'));
  };

  const passkey = () =>
    void run(async () => {
      if (!(await passkeysSupported())) throw new Error('unsupported');
      const { options } = await mfaCalls.passkeyLoginOptions(mfaToken);
      return mfaCalls.passkeyLoginVerify(mfaToken, await signWithPasskey(options));
    }, t('pda.mfa.passkeyCancelled'));

  return (
    <AuthCard
      title={t('pda.mfa.stepTitle')}
      intro={t(hasPasskey ? 'pda.mfa.stepIntroPasskey' : 'pda.mfa.stepIntro')}
    >
      {hasPasskey && (
        <Button color="primary" block size="large" loading={busy} onClick={passkey}>
          {t('pda.mfa.usePasskey')}
        </Button>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <CodeField label={t('pda.mfa.code')} value={code} onChange={setCode} />
        <FormProblems>
          <FormError>{problem}</FormError>
        </FormProblems>
        <Button
          type="submit"
          color={hasPasskey ? 'default' : 'primary'}
          block
          size="large"
          loading={busy}
        >
          {t('pda.mfa.verify')}
        </Button>
      </form>
      <button type="button" className="console-link-button" onClick={onRestart}>
        {t('pda.mfa.backToLogin')}
      </button>
    </AuthCard>
  );
}
