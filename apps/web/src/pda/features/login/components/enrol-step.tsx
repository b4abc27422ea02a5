import { useState } from 'react';
import type { StaffLoginDone } from '@app/contract/calls/staff';
import { useTranslation } from '../../../../i18n/use-translation';
import { AuthCard } from '../../../components/auth-card';
import { PasskeyEnrol } from '../../../components/mfa/passkey-enrol';
import { RecoveryCodes } from '../../../components/mfa/recovery-codes';
import { TotpEnrol } from '../../../components/mfa/totp-enrol';
import type { EnrolAnswer } from '../../../components/mfa/totp-enrol';

/**
 * STAFF_MFA=required and no second factor yet: the login continues here, with a token that can
 * only enrol one. An authenticator app or a passkey; then the recovery codes, once; then in.
 */
export function EnrolStep({
  mfaToken,
  onLogin,
  onDone,
  onRestart,
}: {
  mfaToken: string;
  /** The enrolment's login: kept at once, so a reload on the codes screen stays logged in. */
  onLogin: (login: StaffLoginDone) => void;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'totp' | 'passkey' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (answer: EnrolAnswer) => {
    const { recoveryCodes, bearer_token, refresh_token, expire_in, staff } = answer;
    if (bearer_token && refresh_token && expire_in !== undefined && staff) {
      onLogin({ bearer_token, refresh_token, expire_in, staff });
    }
    if (recoveryCodes.length > 0) setCodes(recoveryCodes);
    else onDone();
  };

  if (codes) {
    return (
      // The page says what happened; the codes' own panel carries their title (it was said twice).
      <AuthCard title={t('pda.mfa.enabledTitle')}>
        <RecoveryCodes codes={codes} onDone={onDone} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pda.mfa.setupTitle')} intro={t('pda.mfa.setupIntro')}>
      <div className="console-actions" role="group" aria-label={t('pda.mfa.setupTitle')}>
        <button
          type="button"
          className="console-link-button"
          aria-pressed={method === 'totp'}
          onClick={() => setMethod('totp')}
        >
          {t('pda.mfa.chooseTotp')}
        </button>
        <button
          type="button"
          className="console-link-button"
          aria-pressed={method === 'passkey'}
          onClick={() => setMethod('passkey')}
        >
          {t('pda.mfa.choosePasskey')}
        </button>
      </div>
      {method === 'totp' && <TotpEnrol mfaToken={mfaToken} onDone={enrolled} />}
      {method === 'passkey' && <PasskeyEnrol mfaToken={mfaToken} onDone={enrolled} />}
      <button type="button" className="console-link-button" onClick={onRestart}>
        {t('pda.mfa.backToLogin')}
      </button>
    </AuthCard>
  );
}
