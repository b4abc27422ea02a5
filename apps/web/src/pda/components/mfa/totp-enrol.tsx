import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { CallResponse } from '@app/contract/calls/types';
import type { staffMfaCalls } from '@app/contract/calls/staff-mfa';
import { useQrCode } from '../../../hooks/use-qr-code';
import { useTranslation } from '../../../i18n/use-translation';
import { mfaCalls } from '../../lib/mfa-calls';
import { FormError } from '../form-error';
import { CodeField } from './code-field';
import { problemText } from './problem';
import { useAttempt } from './use-attempt';

export type EnrolAnswer = CallResponse<typeof staffMfaCalls.totpEnable>;

/**
 * An authenticator app: the server makes a secret, shown as a QR code of its otpauth URI and as
 * text, and the first code from the app turns it on. With a login's mfa_token, or (no token) for
 * the signed-in console, which may need a current code of an existing factor (freshCode).
 */
export function TotpEnrol({
  mfaToken,
  freshCode,
  onDone,
  onSetupFailed,
}: {
  mfaToken?: string | undefined;
  freshCode?: string | undefined;
  onDone: (answer: EnrolAnswer) => void;
  /** The secret could not be made (a current code was missing): the caller shows why. */
  onSetupFailed?: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [code, setCode] = useState('');
  const { busy, problem, setProblem, run } = useAttempt();
  const started = useRef(false);
  const qr = useQrCode(setup?.otpauthUri ?? '');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mfaCalls
      .totpSetup(mfaToken, freshCode)
      .then(setSetup)
      .catch((error: unknown) => {
        const text = problemText(error, t('error.server'));
        if (onSetupFailed) onSetupFailed(text);
        else setProblem(text);
      });
    // Set up once per mount; a new attempt mounts anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const enable = (event: FormEvent) => {
    event.preventDefault();
    return run(
      async () => onDone(await mfaCalls.totpEnable(mfaToken, code.trim())),
      t('error.server'),
    );
  };

  return (
    <form className="form mfa-totp" noValidate onSubmit={(event) => void enable(event)}>
      {setup && (
        <>
          <p className="console-note">{t('pda.mfa.scanQr')}</p>
          {qr && setup.otpauthUri && (
            <img
              className="mfa-totp__qr"
              src={qr}
              alt={t('pda.mfa.qrAlt')}
              width={180}
              height={180}
            />
          )}
          <p className="mfa-totp__secret">
            <span>{t('pda.mfa.secret')}: </span>
            <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <CodeField label={t('pda.mfa.confirmCode')} value={code} onChange={setCode} digitsOnly />
          <Button type="submit" color="primary" block loading={busy}>
            {t('pda.mfa.enable')}
          </Button>
        </>
      )}
      <FormError>{problem}</FormError>
    </form>
  );
}
