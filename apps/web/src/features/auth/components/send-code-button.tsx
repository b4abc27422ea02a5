import { BodyCode } from '@app/contract/codes';
import { SEND_CODE_FAILURE_TOAST_MS } from '@app/contract/constants';
import { fieldMessages } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { useTranslation } from '../../../i18n/use-translation';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError, serverFieldMessages } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { loadAccountContract } from '../api/account-contract';
import { useSendCode } from '../api/send-code';
import type { TransactionType } from '../api/send-code';

interface SendCodeButtonProps {
  email: string;
  transactionType: TransactionType;
  /** Seconds before another code may be sent; non-positive falls back to 60 (SPEC §4). */
  countdown?: number;
  /** The e-mail is not valid: the form shows why beside the e-mail field. */
  onInvalidEmail: (message: FieldMessage) => void;
}

function retryAfter(error: unknown): number | undefined {
  if (!isApiError(error) || error.code !== BodyCode.tooMany) return undefined;
  const data = error.data as { retryAfter?: unknown } | null;
  return typeof data?.retryAfter === 'number' ? data.retryAfter : undefined;
}

/** Sends the e-mail code, then blocks re-sending until the countdown reaches zero. */
export function SendCodeButton({
  email,
  transactionType,
  countdown,
  onInvalidEmail,
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, running, start } = useCountdown(countdown);
  const sendCode = useSendCode(transactionType);

  const send = async () => {
    const { mailcodeRequest } = await loadAccountContract();
    const parsed = mailcodeRequest.shape.accountNo.safeParse(email);
    if (!parsed.success) {
      const message = fieldMessages(parsed.error.issues)['_'];
      if (message) onInvalidEmail(message);
      return;
    }
    try {
      await sendCode.mutateAsync(parsed.data);
      showToast(t('code.sent'));
      start();
    } catch (error) {
      const fieldText = serverFieldMessages(error).accountNo;
      if (fieldText) onInvalidEmail({ key: fieldText, params: {} });
      // The server says how long to wait: the countdown shows it instead of a dead button.
      const wait = retryAfter(error);
      if (wait !== undefined) start(wait);
      reportError(error, { durationMs: SEND_CODE_FAILURE_TOAST_MS });
    }
  };

  return (
    <button
      type="button"
      className="field__addon field__addon--text"
      data-testid="send-code"
      disabled={running || sendCode.isPending}
      onClick={() => void send()}
    >
      {running ? t('auth.code.countdown', { seconds: remaining }) : t('auth.code.send')}
    </button>
  );
}
