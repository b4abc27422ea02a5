import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@app/contract/issues';
import { TextField } from '../../../components/text-field';
import type { FieldErrors } from '../../../hooks/use-zod-form';
import type { TransactionType } from '../api/send-code';
import { fieldProps } from '../../../hooks/field-props';
import { SendCodeButton } from './send-code-button';
import { verifyCode } from '../lib/verify-code';

interface EmailCodeFieldsProps {
  /** A useZodForm form with `email`, `code` and `codeToken` among its fields. */
  form: {
    values: Record<'email' | 'code' | 'codeToken', string>;
    errors: FieldErrors;
    setValue: (name: 'email' | 'code' | 'codeToken', value: string) => void;
    setFieldError: (name: 'email' | 'code', message: FieldMessage) => void;
  };
  transactionType: TransactionType;
  /** Seconds before another code may be sent (SendCodeButton). */
  countdown?: number;
}

/** The e-mail and the code sent to it, for registration and a password reset. */
export function EmailCodeFields({ form, transactionType, countdown }: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  // SPEC §7 checkEmailCode: the code is checked as soon as it is typed in full.
  const onCode = (typed: string) => {
    const code = typed.replace(/\D/g, '');
    form.setValue('code', code);
    form.setValue('codeToken', '');
    if (code.length === 6 && form.values.email) {
      void verifyCode(form, code, transactionType);
    }
  };
  return (
    <>
      <TextField
        {...fieldProps(form, 'email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={60}
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
            email={form.values.email}
            transactionType={transactionType}
            countdown={countdown}
            onInvalidEmail={(message) => form.setFieldError('email', message)}
          />
        }
      />
    </>
  );
}
