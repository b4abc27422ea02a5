import type { BusinessSummary } from '@app/contract/admin/api/businesses';
import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../lib/format';
import { consolePaths } from '../lib/paths';
import { useReference } from '../lib/use-reference';
import { ListTable } from '../kit/list/list-table';
import { linkColumn } from '../kit/list/columns';
import type { ListColumn } from '../kit/list/types';

/** A business as listed; a member's own businesses come without member, insurer and product. */
export type ListedBusiness = Pick<
  BusinessSummary,
  'id' | 'orderNo' | 'policyNo' | 'status' | 'productType' | 'updatedAt'
> &
  Partial<BusinessSummary>;

/** The business list's columns; the first opens the business. */
export function useBusinessColumns(): ListColumn<ListedBusiness>[] {
  const { dateTime, label } = useFormat();
  // Insurer and product by name in the console's language, the code beside it.
  const { nameOf } = useReference();
  return [
    linkColumn(
      'orderNo',
      'pda.list.orderNo',
      (b) => consolePaths.businessHref(b.id),
      (b) => b.orderNo,
    ),
    { id: 'policyNo', label: 'pda.list.policyNo', cell: (b) => b.policyNo ?? '—' },
    {
      id: 'memberName',
      label: 'pda.list.member',
      cell: (b) => b.memberName ?? b.memberEmail ?? '—',
    },
    {
      id: 'insurer',
      label: 'pda.list.insurer',
      cell: (b) => nameOf('insurers', b.insurer ?? null) || '—',
    },
    {
      id: 'productName',
      label: 'pda.list.productName',
      cell: (b) => nameOf('products', b.productName ?? null) || '—',
    },
    {
      id: 'productType',
      label: 'pda.queue.product',
      cell: (b) => label('productType', b.productType),
      hidden: true,
    },
    {
      id: 'status',
      label: 'pda.business.status',
      cell: (b) => <span className="console-tag">{label('businessStatus', b.status)}</span>,
    },
    { id: 'assignee', label: 'pda.desk.assignee', cell: (b) => b.assigneeName ?? '—' },
    { id: 'updatedAt', label: 'pda.list.updatedAt', cell: (b) => dateTime(b.updatedAt) },
  ];
}

/** A member's businesses on the member's page: the same columns, without server sorting. */
export function BusinessList({ items }: { items: readonly ListedBusiness[] }) {
  const { t } = useTranslation();
  const columns = useBusinessColumns().filter((c) => !c.hidden && c.id !== 'memberName');
  return (
    <ListTable
      label={t('pda.member.businesses')}
      testId="business-list"
      rows={items}
      columns={columns}
      rowKey={(b) => b.id}
    />
  );
}
