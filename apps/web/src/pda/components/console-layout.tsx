import { useEffect, useRef } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/language-switch';
import { can } from '../lib/roles';
import { consolePaths } from '../lib/paths';
import { keepSessionFresh } from '../lib/token-refresh';
import { useStaff } from '../lib/use-staff';
import { GlobalSearch } from './global-search';
import { LogoutButton } from './logout-button';
import { useToastBandBefore } from './use-toast-band';

/**
 * The frame of every screen after login: the header (who is logged in, language, log out) and
 * the navigation, a bar at the bottom on a phone and a side column on a desktop (console.css).
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  useEffect(() => keepSessionFresh(), []);
  const tools = useRef<HTMLDivElement>(null);
  useToastBandBefore(tools);

  const links = [
    { to: consolePaths.dashboard, label: t('pda.nav.dashboard'), shown: true },
    { to: consolePaths.calendar, label: t('pda.nav.calendar'), shown: true },
    { to: consolePaths.queue, label: t('pda.nav.queue'), shown: true },
    { to: consolePaths.businesses, label: t('pda.nav.businesses'), shown: true },
    { to: consolePaths.members, label: t('pda.nav.members'), shown: true },
    { to: consolePaths.remittances, label: t('pda.nav.remittances'), shown: true },
    { to: consolePaths.payees, label: t('pda.nav.payees'), shown: true },
    { to: consolePaths.notices, label: t('pda.nav.notices'), shown: true },
    { to: consolePaths.staff, label: t('pda.nav.staff'), shown: can.manageStaff(staff.role) },
    { to: consolePaths.audit, label: t('pda.nav.audit'), shown: can.readAudit(staff.role) },
    { to: consolePaths.security, label: t('pda.nav.security'), shown: true },
  ];

  return (
    <div className="console">
      <header className="console__header">
        <span className="console__brand">{t('pda.app.name')}</span>
        <span className="console__who" data-testid="staff-who">
          {staff.name}
          <span className="console__role"> · {t(`pda.role.${staff.role}`)}</span>
        </span>
        <div className="console__tools" ref={tools}>
          <GlobalSearch />
          <LogoutButton />
          <LanguageSwitch />
        </div>
      </header>
      <nav className="console__nav" aria-label={t('pda.nav.label')}>
        <ul>
          {links
            .filter((link) => link.shown)
            .map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
        </ul>
        {staff.inviteCode && (
          <p className="console__invite">
            {t('pda.account.inviteCode', { code: staff.inviteCode })}
          </p>
        )}
      </nav>
      <main className="console__main" id="console-main">
        <Outlet />
      </main>
    </div>
  );
}
