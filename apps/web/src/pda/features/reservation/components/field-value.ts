import type { ProductType } from '@app/contract/enums';
import type { FieldMeta } from '@app/contract/sections/meta';
import type { SectionName } from '@app/contract/sections/products';
import { sectionFields } from '@app/contract/sections/registry';
import { useTranslation } from '../../../../i18n/use-translation';
import { useFormat } from '../../../lib/format';

const today = () => new Date().toISOString().slice(0, 10);

/** A section's fields as the contract's form lists them, in its order. */
export const fieldsOf = (section: SectionName, productType: ProductType) =>
  sectionFields(section, productType, { today: today() });

/** A stored answer as staff read it: options by their label, yes/no in words, '—' for none. */
export function useFieldValue() {
  const { t } = useTranslation();
  const { label } = useFormat();
  return (field: FieldMeta | undefined, value: unknown): string => {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    if (values.length === 0 || values.every((v) => v === '')) return '—';
    if (field?.kind === 'yesno')
      return values.map((v) => t(`pda.common.${v === 'Y' ? 'yes' : 'no'}`)).join();
    const name = field?.enum;
    if (name) return values.map((v) => label(name, String(v))).join('、');
    return values.join(', ');
  };
}
