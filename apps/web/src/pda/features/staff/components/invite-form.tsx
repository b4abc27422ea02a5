import { staffCreate } from '@app/contract/admin/staff-schemas';
import type { StaffCreate } from '@app/contract/admin/staff-schemas';
import { useTranslation } from '../../../../i18n/use-translation';
import { roleNames as staffRoles } from '../../../lib/roles';
import { useOptions } from '../../../lib/options';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { showToast } from '../../../../lib/feedback';
import { useInviteStaff } from '../api/use-staff-accounts';

type Name = 'name' | 'email' | 'role' | 'password';
const blank = { name: '', email: '', role: 'agent', password: '' };

/** A new staff account: with a password set now, or an invitation mail to set one. */
export function InviteForm() {
  const { t } = useTranslation();
  const { fromKeys } = useOptions();
  const invite = useInviteStaff();
  const fields: readonly FieldSpec<Name>[] = [
    { name: 'name', label: 'pda.staff.name', maxLength: 60 },
    { name: 'email', label: 'pda.staff.email', kind: 'email', maxLength: 254 },
    {
      name: 'role',
      label: 'pda.staff.role',
      kind: 'reference',
      options: fromKeys(staffRoles, 'pda.role'),
    },
    {
      name: 'password',
      label: 'pda.staff.password',
      kind: 'password',
      maxLength: 18,
      placeholder: 'pda.staff.passwordHint',
    },
  ];
  return (
    <ConsoleForm
      card={{ id: 'invite-title', title: t('pda.staff.inviteTitle') }}
      fields={fields}
      grid
      schema={staffCreate}
      initial={blank}
      resetOnDone
      onSubmit={(body: StaffCreate) => invite.mutateAsync(body)}
      onDone={(_, sent) => showToast(t(sent.password ? 'pda.staff.created' : 'pda.staff.invited'))}
      submitLabel={t('pda.staff.invite')}
    />
  );
}
