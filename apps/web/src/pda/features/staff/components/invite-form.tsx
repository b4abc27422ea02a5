import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { roleNames as staffRoles } from '../../../lib/roles';
import { staffNewPassword } from '@app/contract/calls/staff';
import type { StaffRole } from '@app/contract/calls/staff';
import { isEmail } from '@app/contract/validators';
import { PasswordField } from '../../../../components/password-field';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import { useOptions } from '../../../lib/options';
import { useServerErrors } from '../../../lib/use-server-errors';
import { showToast } from '../../../../lib/feedback';
import { useInviteStaff } from '../api/use-staff-accounts';

const blank = { name: '', email: '', role: 'agent', password: '' };

/** A new staff account: with a password set now, or an invitation mail to set one. */
export function InviteForm() {
  const { t } = useTranslation();
  const { fromKeys } = useOptions();
  const [values, setValues] = useState(blank);
  const { errors, setErrors, fail, clear } = useServerErrors();
  const invite = useInviteStaff();
  const set = (key: keyof typeof blank) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = t('validation.required');
    if (!isEmail(values.email.trim())) problems.email = t('validation.email');
    // The server's rule: hwpwd, at least 8 characters, not a common password.
    const passwordProblem = values.password
      ? staffNewPassword.safeParse(values.password).error?.issues[0]?.message
      : undefined;
    if (passwordProblem) problems.password = t(passwordProblem);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const role = staffRoles.find((r) => r === values.role) ?? ('agent' satisfies StaffRole);
    try {
      await invite.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        role,
        ...(values.password ? { password: values.password } : {}),
      });
      setValues(blank);
      showToast(t(values.password ? 'pda.staff.created' : 'pda.staff.invited'));
    } catch (error) {
      fail(error);
    }
  };

  const passwordError = errors.password ? { key: errors.password, params: {} } : undefined;
  return (
    <form
      className="form console-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="console-card__title">
        {t('pda.staff.inviteTitle')}
      </h2>
      <div className="console-grid">
        <InputField
          name="name"
          label={t('pda.staff.name')}
          value={values.name}
          onChange={set('name')}
          maxLength={60}
          error={errors.name}
        />
        <InputField
          name="email"
          type="email"
          label={t('pda.staff.email')}
          value={values.email}
          onChange={set('email')}
          maxLength={254}
          error={errors.email}
        />
        <SelectField
          name="role"
          label={t('pda.staff.role')}
          value={values.role}
          options={fromKeys(staffRoles, 'pda.role')}
          onChange={set('role')}
          error={errors.role}
        />
        <PasswordField
          name="password"
          autoComplete="new-password"
          required={false}
          maxLength={18}
          label={t('pda.staff.password')}
          placeholder={t('pda.staff.passwordHint')}
          value={values.password}
          onChange={set('password')}
          error={passwordError}
        />
      </div>
      <div className="console-actions">
        <Button type="submit" color="primary" loading={invite.isPending}>
          {t('pda.staff.invite')}
        </Button>
      </div>
    </form>
  );
}
