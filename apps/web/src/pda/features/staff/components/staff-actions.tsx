import type { StaffAccount } from '@app/contract/admin/api/staff';
import type { StaffRole } from '@app/contract/calls/staff';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { reportError } from '../../../../lib/report-error';
import { SelectField } from '../../../components/select-field';
import { confirmed } from '../../../lib/confirm';
import { useOptions } from '../../../lib/options';
import { roleNames as staffRoles } from '../../../lib/roles';
import { RowMenu } from '../../../kit/list/row-menu';
import type { RowAction } from '../../../kit/list/row-menu';
import { useResetMfa, useSendPasswordLink, useUpdateStaff } from '../api/use-staff-accounts';

type Patch = { role?: StaffRole; disabled?: boolean };

/** A role change and a disable take effect at once (issue 37): asked first, in words. */
function useChangeStaff(account: StaffAccount) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const change = async (patch: Patch): Promise<boolean> => {
    const question = patch.role
      ? t('pda.staff.roleConfirm', { name: account.name, role: t(`pda.role.${patch.role}`) })
      : patch.disabled
        ? t('pda.staff.disableConfirm', { name: account.name })
        : null;
    if (question && !(await confirmed(question))) return false;
    try {
      await update.mutateAsync({ id: account.id, ...patch });
      showToast(t('success.save'));
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  };
  return { change, pending: update.isPending };
}

/** One account's role to change (opened above the list: a select in the table's grid loses its keys). */
export function StaffRolePanel(props: { account: StaffAccount; onClose: () => void }) {
  const { account, onClose } = props;
  const { t } = useTranslation();
  const { fromKeys } = useOptions();
  const { change, pending } = useChangeStaff(account);
  const titleId = `role-${account.id}-title`;
  return (
    <section className="console-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="console-card__title">
        {t('pda.staff.changeRole', { name: account.name })}
      </h2>
      <div className="console-actions">
        <SelectField
          name={`role-${account.id}`}
          label={t('pda.staff.roleOf', { name: account.name })}
          value={staffRoles.find((r) => r === account.role) ?? 'agent'}
          options={fromKeys(staffRoles, 'pda.role')}
          disabled={pending}
          onChange={(value) => {
            const role = staffRoles.find((r) => r === value);
            if (role) void change({ role }).then((done) => done && onClose());
          }}
        />
        <button type="button" className="console-link-button" onClick={onClose}>
          {t('pda.staff.close')}
        </button>
      </div>
    </section>
  );
}

interface StaffActionsProps {
  account: StaffAccount;
  /** The caller's own account: no role change, disable or second-factor reset of oneself. */
  self: boolean;
  onRole: () => void;
}

/** One account's actions: its role, disable or enable, a password link, a second-factor reset. */
export function StaffActions({ account, self, onRole }: StaffActionsProps) {
  const { t } = useTranslation();
  const { change, pending } = useChangeStaff(account);
  const passwordLink = useSendPasswordLink();
  const sendLink = async () => {
    try {
      const sent = await passwordLink.mutateAsync(account.id);
      // Mail failed: the link is shown for the admin to pass on another way.
      showToast(
        sent.mailed ? t('pda.staff.linkMailed') : t('pda.staff.linkNotMailed', { link: sent.link }),
      );
    } catch (error) {
      reportError(error);
    }
  };
  const mfaReset = useResetMfa();
  const resetMfa = async () => {
    if (!(await confirmed(t('pda.staff.mfaResetConfirm', { name: account.name })))) return;
    try {
      const done = await mfaReset.mutateAsync(account.id);
      const key = done.mailed ? 'pda.staff.mfaResetDone' : 'pda.staff.mfaResetNotMailed';
      showToast(t(key, { name: account.name }));
    } catch (error) {
      reportError(error);
    }
  };
  const role: RowAction = {
    id: 'role',
    label: t('pda.staff.changeRole', { name: account.name }),
    onAction: onRole,
  };
  const disable: RowAction = {
    id: 'disable',
    label: t(account.disabled ? 'pda.staff.enable' : 'pda.staff.disable', { name: account.name }),
    onAction: () => void change({ disabled: !account.disabled }),
    isDisabled: pending,
  };
  const link: RowAction = {
    id: 'passwordLink',
    label: t('pda.staff.passwordLink', { name: account.name }),
    onAction: () => void sendLink(),
    isDisabled: passwordLink.isPending,
  };
  const reset: RowAction = {
    id: 'mfaReset',
    label: t('pda.staff.mfaReset', { name: account.name }),
    onAction: () => void resetMfa(),
    isDisabled: mfaReset.isPending,
  };
  // Nothing of one's own but a password link; a disabled account gets no link.
  const actions = [
    ...(self ? [] : [role, disable]),
    ...(account.disabled ? [] : [link]),
    ...(self ? [] : [reset]),
  ];
  return <RowMenu name={account.name} actions={actions} />;
}
