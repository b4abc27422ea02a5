import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@app/contract/issues';
import { TextField } from '../../../components/text-field';
import type { FieldErrors } from '../../../hooks/use-zod-form';
import type { TransactionType } from '../api/send-code';
import { fieldProps } from '../../../hooks/field-props';
import { SendCodeButton } from './send-code-button';

interface EmailCodeFieldsProps {
  /** A useZodForm form with `email` and `code` among its fields. */
  form: {
    values: Record<'email' | 'code', string>;
    errors: FieldErrors;
    setValue: (name: 'email' | 'code', value: string) => void;
    setFieldError: (name: 'email', message: FieldMessage) => void;
  };
  transactionType: TransactionType;
  /** Seconds before another code may be sent (SendCodeButton). */
  countdown?: number;
}

/** The e-mail and the code sent to it, for registration and a password reset. */
export function EmailCodeFields({ form, transactionType, countdown }: EmailCodeFieldsProps) {
  const { t } = useTranslation();
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
        onChange={(v) => form.setValue('code', v.replace(/\D/g, ''))}
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
