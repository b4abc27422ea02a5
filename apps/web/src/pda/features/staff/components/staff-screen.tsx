import { useState } from 'react';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { StaffAccount } from '@app/contract/admin/api/staff';
import { useTranslation } from '../../../../i18n/use-translation';
import { actionsColumn } from '../../../kit/list/columns';
import { ForbiddenList } from '../../../kit/list/forbidden-list';
import { ListScreen } from '../../../kit/list/list-screen';
import { RowPanel } from '../../../kit/list/row-panel';
import type { ListDeclaration, ListQuery } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useStaffAccounts } from '../api/use-staff-accounts';
import type { StaffQuery } from '@app/contract/admin/staff-schemas';
import { InviteForm } from './invite-form';
import { StaffActions, StaffRolePanel } from './staff-actions';

/** The kit sorts only by a column `sortColumns.staff` names, so the query is the route's. */
const useRows = (query: ListQuery<never>) => useStaffAccounts(query as StaffQuery);

/** Staff accounts (admins only): invite, change a role, disable or enable. */
export function StaffScreen() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const me = useStaff();
  const [changing, setChanging] = useState<StaffAccount | null>(null);
  if (!can.manageStaff(me.role)) {
    return <ForbiddenList title="pda.staff.title" testId="staff-list" />;
  }
  const declaration: ListDeclaration<StaffAccount, never> = {
    name: 'staff',
    title: 'pda.staff.title',
    empty: 'pda.state.empty',
    testId: 'staff-list',
    rowTestId: 'staff-row',
    filterKeys: [],
    columns: [
      { id: 'name', label: 'pda.staff.name', cell: (s) => <strong>{s.name}</strong> },
      { id: 'email', label: 'pda.staff.email', cell: (s) => s.email },
      { id: 'role', label: 'pda.staff.role', cell: (s) => t(`pda.role.${s.role}`) },
      {
        id: 'inviteCode',
        label: 'pda.staff.inviteCode',
        cell: (s) => s.inviteCode,
      },
      {
        id: 'disabled',
        label: 'pda.staff.state',
        cell: (s) => t(s.disabled ? 'pda.staff.disabled' : 'pda.staff.active'),
      },
      {
        id: 'createdAt',
        label: 'pda.list.createdAt',
        cell: (s) => dateTime(s.createdAt),
        hidden: true,
      },
      actionsColumn((s) => (
        <StaffActions account={s} self={s.id === me.id} onRole={() => setChanging(s)} />
      )),
    ],
    rowKey: (s) => s.id,
    rowName: (s) => s.name,
    useRows,
    exportTo: { route: adminEndpoints.staff.export, name: 'staff' },
  };
  return (
    <ListScreen
      declaration={declaration}
      intro={
        <>
          {changing && (
            <RowPanel key={changing.id}>
              <StaffRolePanel account={changing} onClose={() => setChanging(null)} />
            </RowPanel>
          )}
          <InviteForm />
        </>
      }
    />
  );
}
