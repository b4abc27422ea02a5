import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MfaFactors } from '@app/contract/calls/staff-mfa';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { mfaCalls } from '../../../lib/mfa-calls';
import { factorsKey, useFactors } from '../api/use-factors';
import { confirmed } from '../../../lib/confirm';
import { PasskeyEnrol } from '../../../components/mfa/passkey-enrol';
import { CodeField } from '../../../components/mfa/code-field';
import { useAttempt } from '../../../components/mfa/use-attempt';
import { FormError } from '../../../components/form-error';
import { RecoveryCodes } from '../../../components/mfa/recovery-codes';
import { TotpEnrol } from '../../../components/mfa/totp-enrol';
import type { EnrolAnswer } from '../../../components/mfa/totp-enrol';
import { Card, Screen } from '../../../kit/detail/card';

/**
 * "Security": the signed-in staff member's second factors: an authenticator app, passkeys and
 * recovery codes, each added or removed here. A change more than a few minutes after the login
 * asks for a current code first (the field at the top), so a bearer token alone changes nothing.
 */
export function SecurityScreen() {
  const { t } = useTranslation();
  const query = useFactors();
  return (
    <Screen titleId="security-title" title={t('pda.security.title')}>
      <QueryState query={query}>{(factors) => <FactorsPanel factors={factors} />}</QueryState>
    </Screen>
  );
}

function FactorsPanel({ factors }: { factors: MfaFactors }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [adding, setAdding] = useState<'totp' | 'passkey' | null>(null);
  // The current code the TOTP enrolment started with (taken from the field when it started).
  const [enrolCode, setEnrolCode] = useState<string | undefined>(undefined);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { problem, setProblem, run } = useAttempt();
  const hasFactor = factors.totp || factors.passkeys.length > 0;
  // A TOTP code works once: each change takes the field's code and empties it.
  const takeCode = () => {
    const value = code.trim();
    setCode('');
    return value || undefined;
  };
  const startAdding = (method: 'totp' | 'passkey') => {
    setProblem(null);
    // The TOTP secret is asked for at once, so its current code is taken now.
    if (method === 'totp') setEnrolCode(takeCode());
    setAdding(method);
  };
  const refresh = () => client.invalidateQueries({ queryKey: factorsKey });

  const act = async (question: string | null, action: () => Promise<unknown>) => {
    if (question && !(await confirmed(question))) return;
    await run(async () => {
      await action();
      showToast(t('success.mfaChanged'));
    }, t('error.server'));
    // Refreshed after a failure too: a factor may have changed elsewhere.
    void refresh();
  };

  const enrolled = (answer: EnrolAnswer) => {
    setAdding(null);
    if (answer.recoveryCodes.length > 0) setCodes(answer.recoveryCodes);
    showToast(t('success.mfaEnrolled'));
    void refresh();
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;

  return (
    <div className="mfa-security">
      {factors.required && <p className="console-note">{t('pda.security.required')}</p>}
      {!hasFactor && <p className="console-note">{t('pda.security.none')}</p>}
      {hasFactor && (
        <div className="console-panel">
          <CodeField
            name="currentCode"
            label={t('pda.security.currentCode')}
            value={code}
            onChange={setCode}
            required={false}
          />
          <p className="console-note">{t('pda.security.codeHint')}</p>
        </div>
      )}
      <FormError>{problem}</FormError>

      <Card
        titleId="totp-title"
        title={
          <>
            {t('pda.security.totp')}:{' '}
            {t(factors.totp ? 'pda.security.totpOn' : 'pda.security.totpOff')}
          </>
        }
        variant="panel"
      >
        {factors.totp ? (
          <button
            type="button"
            className="console-link-button"
            onClick={() =>
              void act(t('pda.security.disableConfirm'), () =>
                mfaCalls.totpDisable(takeCode() ?? ''),
              )
            }
          >
            {t('pda.security.disableTotp')}
          </button>
        ) : adding === 'totp' ? (
          <TotpEnrol
            freshCode={enrolCode}
            onDone={enrolled}
            onSetupFailed={(text) => {
              setAdding(null);
              setProblem(text);
            }}
          />
        ) : (
          <button type="button" className="console-link-button" onClick={() => startAdding('totp')}>
            {t('pda.security.setUpTotp')}
          </button>
        )}
      </Card>

      <Card titleId="passkeys-title" title={t('pda.security.passkeys')} variant="panel">
        {factors.passkeys.length === 0 ? (
          <p className="console-note">{t('pda.security.noPasskeys')}</p>
        ) : (
          <ul className="console-list" aria-labelledby="passkeys-title">
            {factors.passkeys.map((passkey) => (
              <li key={passkey.id} className="console-list__item console-list__row">
                <span>
                  <strong>{passkey.name}</strong>
                  <span className="console-list__meta">
                    {t('pda.security.passkeyAdded', { date: dateTime(passkey.createdAt) })}
                  </span>
                </span>
                <button
                  type="button"
                  className="console-link-button"
                  onClick={() =>
                    void act(t('pda.security.removeConfirm', { name: passkey.name }), () =>
                      mfaCalls.passkeyRemove(passkey.id, takeCode()),
                    )
                  }
                >
                  {t('pda.security.removePasskey', { name: passkey.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {adding === 'passkey' ? (
          <PasskeyEnrol takeFreshCode={takeCode} onDone={enrolled} />
        ) : (
          <button
            type="button"
            className="console-link-button"
            onClick={() => startAdding('passkey')}
          >
            {t('pda.mfa.addPasskey')}
          </button>
        )}
      </Card>

      {hasFactor && (
        <Card titleId="recovery-left-title" title={t('pda.security.recovery')} variant="panel">
          <p className="console-note">
            {t('pda.security.recoveryLeft', { count: factors.recoveryCodesLeft })}
          </p>
          <button
            type="button"
            className="console-link-button"
            onClick={() =>
              void act(t('pda.security.regenerateConfirm'), async () => {
                const answer = await mfaCalls.recoveryRegenerate(takeCode());
                setCodes(answer.recoveryCodes);
              })
            }
          >
            {t('pda.security.regenerate')}
          </button>
        </Card>
      )}
    </div>
  );
}
