import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import type { Payment } from '@app/contract/admin/api/businesses';
import { useOptions } from '../../../lib/options';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { paymentCreate, paymentPatch } from '@app/contract/admin/schemas';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';

const keys = ['paymentDate', 'feeType', 'currency', 'amount', 'paymentNo', 'status'] as const;
type PaymentValues = Record<(typeof keys)[number], string>;

const blank: PaymentValues = {
  paymentDate: '',
  feeType: 'premium',
  currency: '',
  amount: '',
  paymentNo: '',
  status: 'paid',
};

/** A correction sends the changed fields of the record; a new one (no payment) a whole record. */
type PaymentFormProps = {
  pending: boolean;
  onDone: () => void;
  onCancel: () => void;
} & (
  | { payment: Payment; onSubmit: (values: PaymentPatch) => Promise<unknown> }
  | { payment?: undefined; onSubmit: (values: PaymentCreate) => Promise<unknown> }
);

/** A payment record to add, or to correct (only the changed fields are sent). */
export function PaymentForm(props: PaymentFormProps) {
  const { payment, pending, onDone, onCancel } = props;
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const initial: PaymentValues = payment
    ? { ...payment, paymentNo: payment.paymentNo ?? '' }
    : blank;
  const [values, setValues] = useState<PaymentValues>(initial);
  const { errors, setErrors, fail, clear } = useServerErrors();
  const set = (key: keyof PaymentValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<PaymentValues> = {};
    for (const key of keys) {
      const value = values[key].trim();
      // A new record leaves an empty optional field out; a correction sends what changed.
      if (payment ? value !== initial[key] : value !== '') body[key] = value;
    }
    // Checked as the server will, and sent as checked (trimmed, defaults in).
    const send = () => {
      if (props.payment) {
        const checked = checkWith(paymentPatch, body);
        return checked.ok ? props.onSubmit(checked.data) : checked.errors;
      }
      const checked = checkWith(paymentCreate, body);
      return checked.ok ? props.onSubmit(checked.data) : checked.errors;
    };
    try {
      const sent = send();
      if (!(sent instanceof Promise)) return setErrors(sent);
      await sent;
      onDone();
    } catch (error) {
      fail(error);
    }
  };

  const title = payment ? t('pda.payment.correctTitle') : t('pda.payment.addTitle');
  return (
    <form
      className="form console-panel"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={title}
    >
      <h3 className="console-panel__title">{title}</h3>
      <div className="console-grid">
        <InputField
          name="paymentDate"
          type="date"
          label={t('pda.payment.date')}
          value={values.paymentDate}
          onChange={set('paymentDate')}
          error={errors.paymentDate}
        />
        <SelectField
          name="feeType"
          label={t('pda.payment.feeType')}
          value={values.feeType}
          options={fromEnum('feeType')}
          onChange={set('feeType')}
          error={errors.feeType}
        />
        <InputField
          name="currency"
          label={t('pda.payment.currency')}
          value={values.currency}
          onChange={set('currency')}
          maxLength={3}
          hint={t('pda.payment.currencyHint')}
          error={errors.currency}
        />
        <InputField
          name="amount"
          label={t('pda.payment.amount')}
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <InputField
          name="paymentNo"
          label={t('pda.payment.number')}
          value={values.paymentNo}
          onChange={set('paymentNo')}
          error={errors.paymentNo}
        />
        <SelectField
          name="status"
          label={t('pda.payment.status')}
          value={values.status}
          options={fromEnum('paymentStatus')}
          onChange={set('status')}
          error={errors.status}
        />
      </div>
      <div className="console-actions">
        <Button type="submit" color="primary" loading={pending}>
          {t('pda.common.save')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('pda.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
