import type { ReactNode } from 'react';
import type { AdminRemittance } from '@app/contract/admin/api/remittances';
import { useTranslation } from '../../../../i18n/use-translation';
import { FileTile } from '../../../components/file-tile';
import { actionsColumn, linkColumn } from '../../../kit/list/columns';
import type { ListColumn } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { remittanceMoney } from './remittance-money';

/**
 * A notice's columns: the business it pays (the row's link), what was paid and its state, who
 * paid into which account, the instalment it settles, the slip; `actions` for who decides.
 */
export function useRemittanceColumns(
  actions?: (r: AdminRemittance) => ReactNode,
): ListColumn<AdminRemittance>[] {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const columns: ListColumn<AdminRemittance>[] = [
    linkColumn(
      'orderNo',
      'pda.list.orderNo',
      (r) => consolePaths.businessHref(r.businessId),
      (r) => r.orderNo,
    ),
    { id: 'amount', label: 'pda.remittances.amount', cell: (r) => remittanceMoney(r).amount },
    {
      id: 'status',
      label: 'pda.remittances.status',
      cell: (r) => (
        <>
          <span data-testid="remittance-state">{t(`pda.remittances.state.${r.status}`)}</span>
          {r.note && ` · ${t('pda.remittances.noteShown', { note: r.note })}`}
        </>
      ),
    },
    { id: 'member', label: 'pda.list.member', cell: (r) => r.memberName ?? '—' },
    {
      id: 'due',
      label: 'pda.remittances.due',
      cell: (r) => {
        const { due, gap } = remittanceMoney(r);
        if (!due) return '—';
        const text = t('pda.remittances.dueValue', { due: due.text, date: due.date });
        const gapText = gap ? ` · ${t('pda.remittances.gap', { gap })}` : '';
        return <span data-testid="remittance-due">{`${text}${gapText}`}</span>;
      },
    },
    { id: 'remitDate', label: 'pda.remittances.date', cell: (r) => r.remitDate },
    {
      id: 'slip',
      label: 'pda.remittances.slip',
      cell: (r) => <FileTile path={r.slip.url} name={r.slip.name} mime={r.slip.mime} />,
    },
    // Shown from the column chooser: with them a row outgrew a 1280 px desk.
    {
      id: 'payee',
      label: 'pda.remittances.payee',
      cell: (r) => `${r.payee.name} · ${r.payee.accountNo}`,
      hidden: true,
    },
    {
      id: 'memberEmail',
      label: 'pda.remittances.email',
      cell: (r) => r.memberEmail ?? '—',
      hidden: true,
    },
    {
      id: 'createdAt',
      label: 'pda.list.submittedAt',
      cell: (r) => dateTime(r.createdAt),
      hidden: true,
    },
    {
      id: 'decidedAt',
      label: 'pda.remittances.decidedAt',
      cell: (r) => (r.decidedAt ? dateTime(r.decidedAt) : '—'),
      hidden: true,
    },
  ];
  return actions ? [...columns, actionsColumn(actions)] : columns;
}
