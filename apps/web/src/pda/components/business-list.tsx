import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { BusinessSummary } from '@app/contract/admin/api/businesses';
import { useFormat } from '../lib/format';
import { consolePaths } from '../lib/paths';
import { useReference } from '../lib/use-reference';
import { SelectBox } from './desk/select-box';
import type { Selection } from './desk/select-box';

type Listed = Pick<
  BusinessSummary,
  'id' | 'orderNo' | 'policyNo' | 'status' | 'productType' | 'updatedAt'
> &
  Partial<BusinessSummary>;

/** Businesses as rows that open the business: order number, member, product, status. A member's
 * own businesses come without the member's name, insurer and product. */
export function BusinessList({
  items,
  selection,
}: {
  items: readonly Listed[];
  /** Rows can be chosen for a bulk change (the business list, for writers). */
  selection?: Selection;
}) {
  const { t } = useTranslation();
  const { dateTime, label } = useFormat();
  // Insurer and product by name in the console's language, the code beside it.
  const { nameOf } = useReference();
  return (
    <ul className="console-list" data-testid="business-list">
      {items.map((item) => (
        <li
          key={item.id}
          className={`console-list__item${selection ? ' console-list__item--selectable' : ''}`}
        >
          {selection && (
            <SelectBox
              name={item.orderNo}
              checked={selection.selected.has(item.id)}
              onToggle={() => selection.toggle(item.id)}
            />
          )}
          <Link className="console-list__link" to={consolePaths.businessHref(item.id)}>
            <span className="console-list__title">
              {item.orderNo}
              {item.policyNo ? ` · ${item.policyNo}` : ''}
            </span>
            <span className="console-list__meta">
              {[
                item.memberName ?? item.memberEmail,
                nameOf('insurers', item.insurer ?? null),
                nameOf('products', item.productName ?? null),
              ]
                .filter(Boolean)
                .join(' · ') || label('productType', item.productType)}
            </span>
            <span className="console-list__tags">
              <span className="console-tag">{label('businessStatus', item.status)}</span>
              {item.assigneeName && (
                <span className="console-tag">
                  {t('pda.desk.assignedTo', { name: item.assigneeName })}
                </span>
              )}
            </span>
            <span className="console-list__meta">{dateTime(item.updatedAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
