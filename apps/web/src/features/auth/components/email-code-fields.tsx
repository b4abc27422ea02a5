import type { FieldMessage } from '@app/contract/issues';
import { useTranslation } from '../../../i18n/use-translation';
import { EmailField, TextField } from '../../../components/text-field';
import type { FieldErrors } from '../../../hooks/use-zod-form';
import type { TransactionType } from '../api/send-code';
import { fieldProps } from '../../../hooks/field-props';
import { SendCodeButton } from './send-code-button';
import { verifyCode } from '../lib/verify-code';

/** The payload's name for the address: `email` (Register, ForgetPassword) or `account` (CodeLogin). */
type AddressField = 'email' | 'account';

interface EmailCodeFieldsProps<Address extends AddressField> {
  /** A useZodForm form with the address, `code` and `codeToken` among its fields. */
  form: {
    values: Record<Address | 'code' | 'codeToken', string>;
    errors: FieldErrors;
    setValue: (name: Address | 'code' | 'codeToken', value: string) => void;
    setFieldError: (name: Address | 'code', message: FieldMessage) => void;
  };
  address: Address;
  transactionType: TransactionType;
  /** Seconds before another code may be sent (SendCodeButton). */
  countdown?: number;
}

/** The e-mail and the code sent to it: registration, a password reset, a log-in by code. */
export function EmailCodeFields<Address extends AddressField>({
  form,
  address,
  transactionType,
  countdown,
}: EmailCodeFieldsProps<Address>) {
  const { t } = useTranslation();
  const email = form.values[address];
  // SPEC §7 checkEmailCode: the code is checked as soon as it is typed in full.
  const onCode = (typed: string) => {
    const code = typed.replace(/\D/g, '');
    form.setValue('code', code);
    form.setValue('codeToken', '');
    if (code.length === 6 && email) void verifyCode(form, email, code, transactionType);
  };
  return (
    <>
      <EmailField
        {...fieldProps(form, address)}
        // A log-in by code fills the saved username; the other forms a new address.
        autoComplete={address === 'account' ? 'username' : 'email'}
        label={t('auth.field.email')}
        placeholder={t('auth.field.emailPlaceholder')}
      />
      <TextField
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('auth.field.code')}
        placeholder={t('auth.field.codePlaceholder')}
        value={form.values.code}
        onChange={onCode}
        error={form.errors.code}
        addon={
          <SendCodeButton
            email={email}
            transactionType={transactionType}
            countdown={countdown}
            onInvalidEmail={(message) => form.setFieldError(address, message)}
          />
        }
      />
    </>
  );
}
