import { useTranslation } from '../../../../i18n/use-translation';
import { QueryState } from '../../../components/query-state';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useStaffAccounts } from '../api/use-staff-accounts';
import { InviteForm } from './invite-form';
import { StaffRow } from './staff-row';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { ExportControl } from '../../../components/export-control';

/** Staff accounts (admins only): invite, change a role, disable or enable. */
export function StaffScreen() {
  const { t } = useTranslation();
  const me = useStaff();
  const allowed = can.manageStaff(me.role);
  const query = useStaffAccounts(allowed);

  return (
    <section className="console-screen" aria-labelledby="staff-title">
      <h1 id="staff-title" className="console-screen__title">
        {t('pda.staff.title')}
      </h1>
      {!allowed ? (
        <p className="console-state console-state--problem" role="alert">
          {t('pda.state.forbidden')}
        </p>
      ) : (
        <>
          <InviteForm />
          <ExportControl route={adminEndpoints.staff.export} name="staff" />
          <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
            {(data) => (
              <ul className="console-list" aria-label={t('pda.staff.listLabel')}>
                {data.list.map((account) => (
                  <StaffRow key={account.id} account={account} self={account.id === me.id} />
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}
