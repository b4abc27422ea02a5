import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { businessFields, businessPatch } from '@app/contract/admin/schemas';
import type { BusinessFieldKey, BusinessPatch } from '@app/contract/admin/schemas';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { Business } from '@app/contract/admin/api/businesses';
import { checkWith } from '../../../lib/validate';
import { useOptions } from '../../../lib/options';
import { useReference, withStored } from '../../../lib/use-reference';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useBusinessWrite } from '../api/use-businesses';
import { showToast } from '../../../../lib/feedback';

const dateFields: readonly BusinessFieldKey[] = [
  'nextPaymentDate',
  'effectiveDate',
  'coolingOffExpiry',
];
/** Fields picked from the reference lists (codes), never typed. */
const currencyFields: readonly BusinessFieldKey[] = [
  'currency',
  'advisoryFeeCurrency',
  'investmentCurrency',
];
type Values = Record<BusinessFieldKey, string>;
const businessFieldKeys = Object.keys(businessFields) as BusinessFieldKey[];

const valuesOf = (business: Business): Values =>
  Object.fromEntries(businessFieldKeys.map((key) => [key, business[key] ?? ''])) as Values;

/** Changes when a stored field does, so the form is remounted with what is stored. */
export const formKey = (business: Business): string =>
  `${business.id}:${JSON.stringify(valuesOf(business))}`;

/**
 * Every field of the business, editable; only what changed is sent, and an emptied field is
 * cleared (null). Refusals stay beside their fields with the input as typed.
 */
export function BusinessForm({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const reference = useReference();
  const [values, setValues] = useState<Values>(() => valuesOf(business));
  const { errors, setErrors, fail, clear } = useServerErrors();
  const save = useBusinessWrite(adminEndpoints.businesses.update, (body: BusinessPatch) => ({
    params: { id: business.id },
    body,
  }));

  const set = (key: BusinessFieldKey) => (value: string) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      // Another insurer: its own product is chosen again.
      ...(key === 'insurer' && value !== current.insurer ? { productName: '' } : {}),
    }));
    clear(key);
  };
  /** The choices of a field picked from a list, or undefined for a typed one. */
  const choicesOf = (key: BusinessFieldKey) => {
    if (key === 'ddaStatus') return fromEnum('ddaStatus');
    if (key === 'insurer') return withStored(reference.insurers, business.insurer ?? '');
    if (key === 'productName') {
      return withStored(reference.productsOf(values.insurer), business.productName ?? '');
    }
    if (currencyFields.includes(key)) {
      return withStored(reference.currencies, business[key] ?? '');
    }
    return undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = valuesOf(business);
    const patch: Partial<Record<BusinessFieldKey, string | null>> = {};
    for (const key of businessFieldKeys) {
      const value = values[key].trim();
      if (value !== saved[key]) patch[key] = value === '' && key !== 'orderNo' ? null : value;
    }
    if (Object.keys(patch).length === 0) return showToast(t('pda.business.nothingChanged'));
    const checked = checkWith(businessPatch, patch);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await save.mutateAsync(checked.data);
      showToast(t('success.save'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form
      className="console-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="business-fields-title"
    >
      <h2 id="business-fields-title" className="console-card__title">
        {t('pda.business.fields')}
      </h2>
      <div className="console-grid">
        {businessFieldKeys.map((key) =>
          choicesOf(key) ? (
            <SelectField
              key={key}
              name={key}
              label={t(`pda.business.field.${key}`)}
              value={values[key]}
              options={choicesOf(key) ?? []}
              emptyLabel={t('pda.common.notSet')}
              onChange={set(key)}
              error={errors[key]}
              disabled={readOnly}
            />
          ) : (
            <InputField
              key={key}
              name={key}
              type={dateFields.includes(key) ? 'date' : 'text'}
              multiline={key === 'remarks'}
              label={t(`pda.business.field.${key}`)}
              value={values[key]}
              onChange={set(key)}
              error={errors[key]}
              disabled={readOnly}
            />
          ),
        )}
      </div>
      {!readOnly && (
        <div className="console-actions">
          <Button type="submit" color="primary" loading={save.isPending}>
            {t('pda.common.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
