import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { mfaCalls } from '../../lib/mfa-calls';
import { createPasskey, passkeysSupported } from '../../lib/webauthn';
import { FormError } from '../form-error';
import { useAttempt } from './use-attempt';
import type { EnrolAnswer } from './totp-enrol';

/**
 * A passkey: the server's options, the browser's prompt (the WebAuthn library is loaded now),
 * then the answer back to the server. With a login's mfa_token or for the signed-in console.
 */
export function PasskeyEnrol({
  mfaToken,
  takeFreshCode,
  onDone,
}: {
  mfaToken?: string | undefined;
  /** The signed-in console's current code, taken when the button is pressed. */
  takeFreshCode?: () => string | undefined;
  onDone: (answer: EnrolAnswer) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { busy, problem, setProblem, run } = useAttempt();

  const add = () =>
    run(async () => {
      if (!(await passkeysSupported())) {
        setProblem(t('pda.mfa.noPasskeySupport'));
        return;
      }
      const { options } = await mfaCalls.passkeyRegisterOptions(mfaToken, takeFreshCode?.());
      const response = await createPasskey(options);
      onDone(await mfaCalls.passkeyRegisterVerify(mfaToken, response, name.trim() || undefined));
    }, t('pda.mfa.passkeyCancelled'));

  return (
    <div className="form mfa-passkey">
      <TextField
        name="passkeyName"
        label={t('pda.mfa.passkeyName')}
        value={name}
        onChange={setName}
        required={false}
        maxLength={60}
      />
      <Button color="primary" block loading={busy} onClick={() => void add()}>
        {t('pda.mfa.addPasskey')}
      </Button>
      <FormError>{problem}</FormError>
    </div>
  );
}
