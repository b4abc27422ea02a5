import { DetailList } from '../../../kit/detail/detail-list';
import type { ProductType } from '@app/contract/enums';
import type { SectionName } from '@app/contract/sections/products';
import { useTranslation } from '../../../../i18n/use-translation';
import { fieldsOf, useFieldValue } from './field-value';
import { Card } from '../../../kit/detail/card';

interface SectionViewProps {
  section: SectionName;
  productType: ProductType;
  entry: { completed: boolean; data: Record<string, unknown> } | undefined;
}

/** One section read in full: every field of the contract's form, in its order, with its label. */
export function SectionView({ section, productType, entry }: SectionViewProps) {
  const { t } = useTranslation();
  const value = useFieldValue();
  const data = entry?.data ?? {};

  return (
    <Card titleId={`section-${section}`} title={t(`section.${section}`)}>
      <p>
        <span className={`console-tag${entry?.completed ? ' console-tag--accepted' : ''}`}>
          {t(entry?.completed ? 'pda.reservation.completed' : 'pda.reservation.incomplete')}
        </span>
      </p>
      <DetailList
        items={fieldsOf(section, productType).map((field) => ({
          name: field.key,
          label: field.labelKey,
          value: value(field, data[field.key]),
        }))}
        showEmpty
      />
    </Card>
  );
}
