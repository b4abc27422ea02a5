import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { payeeCreate } from '@app/contract/admin/remittance-schemas';
import type { AdminPayee } from '@app/contract/admin/api/remittances';
import type { PayeeCreate } from '@app/contract/admin/remittance-schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { useReference, withStored } from '../../../lib/use-reference';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';

const fields = ['name', 'bankName', 'accountNo', 'swift', 'currency', 'insurer'] as const;
type Values = Record<(typeof fields)[number], string>;

const valuesOf = (payee?: AdminPayee): Values => ({
  name: payee?.name ?? '',
  bankName: payee?.bankName ?? '',
  accountNo: payee?.accountNo ?? '',
  swift: payee?.swift ?? '',
  currency: payee?.currency ?? 'HKD',
  insurer: payee?.insurer ?? '',
});

interface PayeeFormProps {
  /** Editing this payee; a new one without it. */
  payee?: AdminPayee;
  title: string;
  submitLabel: string;
  onSave: (input: PayeeCreate) => Promise<unknown>;
  onCancel?: () => void;
}

/** A payee's fields, checked with the contract's schema before they are sent. */
export function PayeeForm({ payee, title, submitLabel, onSave, onCancel }: PayeeFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(payee));
  const [pending, setPending] = useState(false);
  const { errors, setErrors, fail, clear } = useServerErrors();
  const reference = useReference();
  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  // A bank of the list fills its name and SWIFT code (both stay editable).
  const bank = reference.banksData.find(
    (b) => b.name === values.bankName && b.swift === values.swift,
  );
  const pickBank = (code: string) => {
    const chosen = reference.banksData.find((b) => b.code === code);
    if (!chosen) return;
    setValues((current) => ({ ...current, bankName: chosen.name, swift: chosen.swift }));
    clear('bankName');
    clear('swift');
  };
  const idBase = payee ? `payee-${payee.id}` : 'payee-new';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(payeeCreate, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      showToast(t('validation.default'));
      return;
    }
    setPending(true);
    try {
      await onSave(checked.data);
      showToast(t('success.save'));
      if (!payee) setValues(valuesOf());
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="form console-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${idBase}-title`}
    >
      <h2 id={`${idBase}-title`} className="console-card__title">
        {title}
      </h2>
      <div className="console-grid">
        <SelectField
          name={`${idBase}-bank`}
          label={t('pda.payees.bankPick')}
          value={bank?.code ?? ''}
          options={reference.banks}
          emptyLabel={t('pda.payees.bankTyped')}
          onChange={pickBank}
        />
        {fields.map((key) =>
          key === 'currency' || key === 'insurer' ? (
            <SelectField
              key={key}
              name={key}
              label={t(`pda.payees.${key}`)}
              value={values[key]}
              options={withStored(
                key === 'currency' ? reference.currencies : reference.insurers,
                (key === 'currency' ? payee?.currency : payee?.insurer) ?? '',
              )}
              {...(key === 'insurer' ? { emptyLabel: t('pda.payees.anyInsurer') } : {})}
              onChange={set(key)}
              error={errors[key]}
            />
          ) : (
            <InputField
              key={key}
              name={key}
              label={t(`pda.payees.${key}`)}
              value={values[key]}
              onChange={set(key)}
              maxLength={120}
              required
              error={errors[key]}
            />
          ),
        )}
      </div>
      <div className="console-actions">
        <Button type="submit" color="primary" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {t('pda.payees.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
