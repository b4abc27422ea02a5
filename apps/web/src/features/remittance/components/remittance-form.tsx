import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import type { Payee, PaymentDue } from '@app/contract/calls/money-area';
import { isoDateToday } from '@app/contract/dates';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../hooks/field-props';
import { useZodForm } from '../../../hooks/use-zod-form';
import { showToast } from '../../../lib/feedback';
import { focusFirstInvalid } from '../../../lib/focus';
import { reportError } from '../../../lib/report-error';
import { useCreateRemittance } from '../api/queries';
import { loadRemittanceRequest } from '../api/remittance-contract';
import { CurrencyField } from './currency-field';
import { DateField } from './date-field';
import { FieldError } from './field-error';
import { SlipField } from './slip-field';

interface RemittanceFormProps {
  businessId: string;
  payees: Payee[];
  /** The instalment being paid: its amount and currency start the form, its currency's account. */
  due?: PaymentDue | null;
  onSent: () => void;
}

/**
 * The remittance notice: which account was paid, how much, in what currency, when, and the
 * bank slip. Checked with the contract's schema; what the server refuses shows on its field, and
 * nothing typed is lost.
 */
export function RemittanceForm({ businessId, payees, due, onSent }: RemittanceFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const first = (due && payees.find((p) => p.currency === due.currency)) || payees[0];
  const form = useZodForm(loadRemittanceRequest, {
    businessId,
    payeeId: first?.id ?? '',
    amount: due?.amount ?? '',
    currency: due?.currency ?? first?.currency ?? '',
    remitDate: isoDateToday(),
    slipUploadId: '',
  });
  const create = useCreateRemittance();
  const chosen = payees.find((p) => p.id === form.values.payeeId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) {
      showToast(t('validation.default'));
      return focusFirstInvalid(formRef.current);
    }
    try {
      await create.mutateAsync(input);
      showToast(t('success.submit'));
      onSent();
    } catch (error) {
      const shown = form.showServerErrors(error);
      if (shown) focusFirstInvalid(formRef.current);
      reportError(error, { announce: !shown });
    }
  };

  const choosePayee = (payee: Payee) => {
    form.setValue('payeeId', payee.id);
    if (!form.values.currency) form.setValue('currency', payee.currency);
  };

  return (
    <SubmitForm
      formRef={formRef}
      warm={form.warm}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('money.form.submit')}
      pending={create.isPending}
      className="money-card money-form"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('money.form.title')}</h2>
      <p className="money-muted">{t('money.form.hint')}</p>
      <fieldset
        className="field"
        aria-invalid={form.errors.payeeId ? true : undefined}
        aria-describedby={form.errors.payeeId ? `${id}-payee-error` : undefined}
      >
        <legend className="field__label">{t('money.form.payee')}</legend>
        {payees.map((payee) => (
          <label key={payee.id} className="money-radio">
            <input
              type="radio"
              name="payeeId"
              value={payee.id}
              checked={form.values.payeeId === payee.id}
              onChange={() => choosePayee(payee)}
            />
            <span>
              {payee.name} · {payee.currency}{' '}
              {/* A line of its own: the number never wraps at one of its hyphens. */}
              <span className="money-radio__account" data-testid="payee-choice-account">
                {payee.accountNo}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-payee-error`} name="payeeId" error={form.errors.payeeId} />
      </fieldset>
      <TextField
        {...fieldProps(form, 'amount')}
        label={t('money.form.amount')}
        placeholder={t('money.form.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
      />
      <CurrencyField
        value={form.values.currency}
        onChange={(value) => form.setValue('currency', value)}
        error={form.errors.currency}
        fallback={chosen?.currency ?? ''}
      />
      <DateField
        name="remitDate"
        label={t('money.form.date')}
        max={isoDateToday()}
        value={form.values.remitDate}
        onChange={(value) => form.setValue('remitDate', value)}
        error={form.errors.remitDate && t(form.errors.remitDate.key, form.errors.remitDate.params)}
      />
      <SlipField
        error={form.errors.slipUploadId}
        onUploaded={(uploadId) => form.setValue('slipUploadId', uploadId)}
        onFailed={(message) => {
          form.setValue('slipUploadId', '');
          form.setFieldError('slipUploadId', message);
        }}
      />
    </SubmitForm>
  );
}
