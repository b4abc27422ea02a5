import { businessFields, businessPatch } from '@app/contract/admin/schemas';
import type { BusinessFieldKey, BusinessPatch } from '@app/contract/admin/schemas';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { Business } from '@app/contract/admin/api/businesses';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec, FormValues } from '../../../kit/form/fields';
import { useReference, withStored } from '../../../lib/use-reference';
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
type Values = FormValues<BusinessFieldKey>;
const businessFieldKeys = Object.keys(businessFields) as BusinessFieldKey[];

const valuesOf = (business: Business): Values =>
  Object.fromEntries(businessFieldKeys.map((key) => [key, business[key] ?? ''])) as Values;

/** Changes when a stored field does, so the form is remounted with what is stored. */
export const formKey = (business: Business): string =>
  `${business.id}:${JSON.stringify(valuesOf(business))}`;

/** An emptied field is cleared (null), but the order number, which is required. */
const cleared = (body: Partial<Values>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value === '' && key !== 'orderNo' ? null : value,
    ]),
  );

/** Another insurer: its own product is chosen again. */
const derive = (name: BusinessFieldKey, value: string, current: Values): Partial<Values> =>
  name === 'insurer' && value !== current.insurer ? { productName: '' } : {};

/**
 * Every field of the business, editable; only what changed is sent, and an emptied field is
 * cleared (null). Refusals stay beside their fields with the input as typed.
 */
export function BusinessForm({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const reference = useReference();
  const save = useBusinessWrite(adminEndpoints.businesses.update, (body: BusinessPatch) => ({
    params: { id: business.id },
    body,
  }));
  const fields = businessFieldKeys.map((key): FieldSpec<BusinessFieldKey> => {
    const label = `pda.business.field.${key}`;
    const picked = {
      name: key,
      label,
      kind: 'reference',
      emptyLabel: 'pda.common.notSet',
    } as const;
    if (key === 'ddaStatus') return { ...picked, kind: 'enum', enumName: 'ddaStatus' };
    if (key === 'insurer') {
      return { ...picked, options: withStored(reference.insurers, business.insurer ?? '') };
    }
    if (key === 'productName') {
      const stored = business.productName ?? '';
      return { ...picked, options: (v) => withStored(reference.productsOf(v.insurer), stored) };
    }
    if (currencyFields.includes(key)) {
      return { ...picked, options: withStored(reference.currencies, business[key] ?? '') };
    }
    if (dateFields.includes(key)) return { name: key, label, kind: 'date' };
    return { name: key, label, kind: key === 'remarks' ? 'multiline' : 'text' };
  });

  return (
    <ConsoleForm
      card={{ id: 'business-fields-title', title: t('pda.business.fields') }}
      fields={fields}
      grid
      readOnly={readOnly}
      schema={businessPatch}
      initial={valuesOf(business)}
      correction
      toBody={cleared}
      derive={derive}
      onUnchanged={() => showToast(t('pda.business.nothingChanged'))}
      onSubmit={save.mutateAsync}
      onDone={() => showToast(t('success.save'))}
      submitLabel={t('pda.common.save')}
    />
  );
}
