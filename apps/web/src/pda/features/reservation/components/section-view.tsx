import type { ProductType } from '@app/contract/enums';
import type { FieldMeta } from '@app/contract/sections/meta';
import type { SectionName } from '@app/contract/sections/products';
import { sectionFields } from '@app/contract/sections/registry';
import { useTranslation } from '../../../../i18n/use-translation';
import { useFormat } from '../../../lib/format';

interface SectionViewProps {
  section: SectionName;
  productType: ProductType;
  entry: { completed: boolean; data: Record<string, unknown> } | undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

/** One section read in full: every field of the contract's form, in its order, with its label. */
export function SectionView({ section, productType, entry }: SectionViewProps) {
  const { t } = useTranslation();
  const { label } = useFormat();
  const data = entry?.data ?? {};

  const show = (field: FieldMeta): string => {
    const value = data[field.key];
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    if (values.length === 0 || values.every((v) => v === '')) return '—';
    if (field.kind === 'yesno')
      return values.map((v) => t(`pda.common.${v === 'Y' ? 'yes' : 'no'}`)).join();
    const { enum: name } = field;
    if (name) return values.map((v) => label(name, String(v))).join('、');
    return values.join(', ');
  };

  return (
    <section className="console-card" aria-labelledby={`section-${section}`}>
      <h2 id={`section-${section}`} className="console-card__title">
        {t(`section.${section}`)}
      </h2>
      <p>
        <span className={`console-tag${entry?.completed ? ' console-tag--accepted' : ''}`}>
          {t(entry?.completed ? 'pda.reservation.completed' : 'pda.reservation.incomplete')}
        </span>
      </p>
      <dl className="console-fields">
        {sectionFields(section, productType, { today: today() }).map((field) => (
          <div key={field.key} className="console-fields__row" data-field={field.key}>
            <dt>{t(field.labelKey)}</dt>
            <dd>{show(field)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
