import { useTranslation } from '../../../../i18n/use-translation';
import { roleNames as staffRoles } from '../../../lib/roles';
import type { StaffRole } from '@app/contract/calls/staff';
import { SelectField } from '../../../components/select-field';
import type { StaffAccount } from '@app/contract/admin/api/staff';
import { useOptions } from '../../../lib/options';
import { reportError } from '../../../../lib/report-error';
import { showToast } from '../../../../lib/feedback';
import { confirmed } from '../../../lib/confirm';
import { useResetMfa, useSendPasswordLink, useUpdateStaff } from '../api/use-staff-accounts';

/** One staff account: its role to change, and disable or enable (not one's own). */
export function StaffRow({ account, self }: { account: StaffAccount; self: boolean }) {
  const { t } = useTranslation();
  const { fromKeys } = useOptions();
  const update = useUpdateStaff();
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
  // A role change and a disable take effect at once (issue 37): asked first, in words.
  const change = async (patch: { role?: StaffRole; disabled?: boolean }) => {
    const question = patch.role
      ? t('pda.staff.roleConfirm', { name: account.name, role: t(`pda.role.${patch.role}`) })
      : patch.disabled
        ? t('pda.staff.disableConfirm', { name: account.name })
        : null;
    if (question && !(await confirmed(question))) return;
    try {
      await update.mutateAsync({ id: account.id, ...patch });
      showToast(t('success.save'));
    } catch (error) {
      reportError(error);
    }
  };
  const role = staffRoles.find((r) => r === account.role) ?? 'agent';

  return (
    <li className="console-list__item console-list__row" data-testid="staff-row">
      <span>
        <strong>{account.name}</strong>
        <span className="console-list__meta">{account.email}</span>
        <span className="console-list__meta">
          {t('pda.account.inviteCode', { code: account.inviteCode })}
          {account.disabled && ` · ${t('pda.staff.disabled')}`}
        </span>
      </span>
      <span className="console-list__controls">
        <SelectField
          name={`role-${account.id}`}
          label={t('pda.staff.roleOf', { name: account.name })}
          value={role}
          options={fromKeys(staffRoles, 'pda.role')}
          disabled={self || update.isPending}
          onChange={(value) => {
            const next = staffRoles.find((r) => r === value);
            if (next) void change({ role: next });
          }}
        />
        {!self && (
          <button
            type="button"
            className="console-link-button"
            disabled={update.isPending}
            onClick={() => void change({ disabled: !account.disabled })}
          >
            {t(account.disabled ? 'pda.staff.enable' : 'pda.staff.disable', {
              name: account.name,
            })}
          </button>
        )}
        {!account.disabled && (
          <button
            type="button"
            className="console-link-button"
            disabled={passwordLink.isPending}
            onClick={() => void sendLink()}
          >
            {t('pda.staff.passwordLink', { name: account.name })}
          </button>
        )}
        {!self && (
          <button
            type="button"
            className="console-link-button"
            disabled={mfaReset.isPending}
            onClick={() => void resetMfa()}
          >
            {t('pda.staff.mfaReset', { name: account.name })}
          </button>
        )}
      </span>
    </li>
  );
}
