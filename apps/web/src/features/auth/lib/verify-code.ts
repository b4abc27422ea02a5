import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { checkEmailCode } from '../api/check-code';
import type { TransactionType } from '../api/send-code';

interface CodeForm {
  setValue: (name: 'codeToken', value: string) => void;
  setFieldError: (name: 'code', message: { key: string; params: Record<string, unknown> }) => void;
}

/**
 * Checks a fully typed code (SPEC §7-§8): data.code '00' keeps the token, which the submit sends
 * in place of the spent code; anything else toasts data.error and marks the code field; a
 * refused call (a limit, the network) toasts its message.
 */
export async function verifyCode(
  form: CodeForm,
  email: string,
  code: string,
  transactionType: TransactionType,
) {
  try {
    const answer = await checkEmailCode(email, code, transactionType);
    if (answer.code === '00') {
      form.setValue('codeToken', answer.token);
      return;
    }
    showToast(answer.error);
    form.setFieldError('code', { key: answer.error, params: {} });
  } catch (error) {
    reportError(error);
  }
}
