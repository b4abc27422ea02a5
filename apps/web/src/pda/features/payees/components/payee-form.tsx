import { payeeCreate } from '@app/contract/admin/remittance-schemas';
import type { AdminPayee } from '@app/contract/admin/api/remittances';
import type { PayeeCreate } from '@app/contract/admin/remittance-schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec, FormValues } from '../../../kit/form/fields';
import { useReference, withStored } from '../../../lib/use-reference';

type Name = 'bank' | 'name' | 'bankName' | 'accountNo' | 'swift' | 'currency' | 'insurer';
type Values = FormValues<Name>;

interface PayeeFormProps {
  /** Editing this payee; a new one without it. */
  payee?: AdminPayee;
  title: string;
  submitLabel: string;
  onSave: (input: PayeeCreate) => Promise<unknown>;
  onCancel?: () => void;
}

const typed = (name: Name): FieldSpec<Name> => ({
  name,
  label: `pda.payees.${name}`,
  maxLength: 120,
  required: true,
});

/** 'bank' only fills the bank's name and SWIFT code: it is not sent. */
const withoutBank = ({ bank: _bank, ...body }: Partial<Values>) => body;

/** A payee's fields, checked with the contract's schema before they are sent. */
export function PayeeForm({ payee, title, submitLabel, onSave, onCancel }: PayeeFormProps) {
  const { t } = useTranslation();
  const reference = useReference();
  const bankOf = (bankName: string, swift: string) =>
    reference.banksData.find((b) => b.name === bankName && b.swift === swift)?.code ?? '';
  // A bank of the list fills its name and SWIFT code (both stay editable, and typing them
  // shows whether they still name a listed bank).
  const derive = (name: Name, value: string, current: Values): Partial<Values> => {
    if (name === 'bank') {
      const chosen = reference.banksData.find((b) => b.code === value);
      return chosen ? { bankName: chosen.name, swift: chosen.swift } : {};
    }
    if (name === 'bankName') return { bank: bankOf(value, current.swift) };
    if (name === 'swift') return { bank: bankOf(current.bankName, value) };
    return {};
  };
  const initial: Values = {
    bank: bankOf(payee?.bankName ?? '', payee?.swift ?? ''),
    name: payee?.name ?? '',
    bankName: payee?.bankName ?? '',
    accountNo: payee?.accountNo ?? '',
    swift: payee?.swift ?? '',
    currency: payee?.currency ?? 'HKD',
    insurer: payee?.insurer ?? '',
  };
  const fields: readonly FieldSpec<Name>[] = [
    {
      name: 'bank',
      label: 'pda.payees.bankPick',
      kind: 'reference',
      options: reference.banks,
      emptyLabel: 'pda.payees.bankTyped',
    },
    typed('name'),
    typed('bankName'),
    typed('accountNo'),
    typed('swift'),
    {
      name: 'currency',
      label: 'pda.payees.currency',
      kind: 'reference',
      options: withStored(reference.currencies, payee?.currency ?? ''),
    },
    {
      name: 'insurer',
      label: 'pda.payees.insurer',
      kind: 'reference',
      options: withStored(reference.insurers, payee?.insurer ?? ''),
      emptyLabel: 'pda.payees.anyInsurer',
    },
  ];
  return (
    <ConsoleForm
      card={{ id: payee ? `payee-${payee.id}-title` : 'payee-new-title', title }}
      fields={fields}
      grid
      schema={payeeCreate}
      initial={initial}
      toBody={withoutBank}
      derive={derive}
      resetOnDone={!payee}
      onSubmit={onSave}
      onDone={() => showToast(t('success.save'))}
      submitLabel={submitLabel}
      {...(onCancel ? { onCancel } : {})}
    />
  );
}
