import type { Business, Payment } from '@app/contract/admin/api/businesses';
import { paymentCreate, paymentPatch } from '@app/contract/admin/schemas';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';
import { isoDateToday } from '@app/contract/dates';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec, FormValues } from '../../../kit/form/fields';
import { useReference, withStored } from '../../../lib/use-reference';

type Name = 'paymentDate' | 'feeType' | 'currency' | 'amount' | 'paymentNo' | 'status';

/** The currency is picked from the reference list (a code), as on the business (D69). */
function fieldsWith(currencies: readonly { value: string; label: string }[]) {
  const list: readonly FieldSpec<Name>[] = [
    { name: 'paymentDate', label: 'pda.payment.date', kind: 'date' },
    { name: 'feeType', label: 'pda.payment.feeType', kind: 'enum', enumName: 'feeType' },
    {
      name: 'currency',
      label: 'pda.payment.currency',
      kind: 'reference',
      options: currencies,
      emptyLabel: 'pda.common.notSet',
    },
    { name: 'amount', label: 'pda.payment.amount', kind: 'number' },
    { name: 'paymentNo', label: 'pda.payment.number' },
    { name: 'status', label: 'pda.payment.status', kind: 'enum', enumName: 'paymentStatus' },
  ];
  return list;
}

const blank: FormValues<Name> = {
  paymentDate: '',
  feeType: 'premium',
  currency: '',
  amount: '',
  paymentNo: '',
  status: 'paid',
};

/**
 * A new record starts from what the business says is due: its next payment date, the annual
 * premium in the policy's currency, or, without a premium, the advisory fee in its currency. A
 * date still ahead (today in Hong Kong, as the reminders count) is a payment to come, so the record
 * starts as pending, which the dashboard and the calendar count as due; a date reached, as paid.
 */
export function dueOf(business: Business | undefined, today = isoDateToday()): FormValues<Name> {
  if (!business) return blank;
  const premium = business.annualPremium;
  const fee = !premium && business.advisoryFee;
  const date = business.nextPaymentDate ?? '';
  return {
    ...blank,
    paymentDate: date,
    status: date > today ? 'pending' : 'paid',
    feeType: fee ? 'advisoryFee' : 'premium',
    currency: (fee ? business.advisoryFeeCurrency : business.currency) ?? '',
    amount: (fee ? business.advisoryFee : premium) ?? '',
  };
}

/** A correction sends the changed fields of the record; a new one (no payment) a whole record. */
type PaymentFormProps = {
  onDone: () => void;
  onCancel: () => void;
} & (
  | { payment: Payment; onSubmit: (values: PaymentPatch) => Promise<unknown> }
  | {
      payment?: undefined;
      /** The business the record is for: its due amount fills the form (issue 37). */
      business?: Business;
      onSubmit: (values: PaymentCreate) => Promise<unknown>;
    }
);

/** A payment record to add, or to correct (only the changed fields are sent). */
export function PaymentForm(props: PaymentFormProps) {
  const { t } = useTranslation();
  const { currencies } = useReference();
  const stored = props.payment ? props.payment.currency : (props.business?.currency ?? '');
  const fields = fieldsWith(withStored(currencies, stored));
  const common = { fields, grid: true, submitLabel: t('pda.common.save'), onDone: props.onDone };
  if (props.payment) {
    const { payment } = props;
    return (
      <ConsoleForm
        {...common}
        title={t('pda.payment.correctTitle')}
        schema={paymentPatch}
        initial={{ ...payment, paymentNo: payment.paymentNo ?? '' }}
        correction
        onSubmit={props.onSubmit}
        onCancel={props.onCancel}
      />
    );
  }
  return (
    <ConsoleForm
      {...common}
      title={t('pda.payment.addTitle')}
      schema={paymentCreate}
      initial={dueOf(props.business)}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    />
  );
}
