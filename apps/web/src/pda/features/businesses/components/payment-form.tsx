import type { Payment } from '@app/contract/admin/api/businesses';
import { paymentCreate, paymentPatch } from '@app/contract/admin/schemas';
import type { PaymentCreate, PaymentPatch } from '@app/contract/admin/schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec, FormValues } from '../../../kit/form/fields';

type Name = 'paymentDate' | 'feeType' | 'currency' | 'amount' | 'paymentNo' | 'status';

const fields: readonly FieldSpec<Name>[] = [
  { name: 'paymentDate', label: 'pda.payment.date', kind: 'date' },
  { name: 'feeType', label: 'pda.payment.feeType', kind: 'enum', enumName: 'feeType' },
  {
    name: 'currency',
    label: 'pda.payment.currency',
    maxLength: 3,
    hint: 'pda.payment.currencyHint',
  },
  { name: 'amount', label: 'pda.payment.amount', kind: 'number' },
  { name: 'paymentNo', label: 'pda.payment.number' },
  { name: 'status', label: 'pda.payment.status', kind: 'enum', enumName: 'paymentStatus' },
];

const blank: FormValues<Name> = {
  paymentDate: '',
  feeType: 'premium',
  currency: '',
  amount: '',
  paymentNo: '',
  status: 'paid',
};

/** A correction sends the changed fields of the record; a new one (no payment) a whole record. */
type PaymentFormProps = {
  onDone: () => void;
  onCancel: () => void;
} & (
  | { payment: Payment; onSubmit: (values: PaymentPatch) => Promise<unknown> }
  | { payment?: undefined; onSubmit: (values: PaymentCreate) => Promise<unknown> }
);

/** A payment record to add, or to correct (only the changed fields are sent). */
export function PaymentForm(props: PaymentFormProps) {
  const { t } = useTranslation();
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
      initial={blank}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    />
  );
}
