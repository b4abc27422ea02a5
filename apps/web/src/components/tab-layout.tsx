import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../config/paths';

const tabs = [
  { to: paths.business.index, title: 'tab.business', Icon: AppOutline },
  { to: paths.my, title: 'tab.my', Icon: UserOutline },
] as const;

/**
 * The two-tab shell of SPEC §1: business and personal centre. Styled like antd-mobile's TabBar,
 * but built from links: antd-mobile's items are clickable divs that a keyboard cannot reach, and
 * a tab here is navigation (aria-current marks the open one).
 */
export function TabLayout() {
  const { t } = useTranslation();
  return (
    <div className="tab-layout">
      <div className="tab-layout__body">
        <Outlet />
      </div>
      <nav className="tab-bar" aria-label={t('tab.label')}>
        {tabs.map(({ to, title, Icon }) => (
          <NavLink key={to} to={to} className="tab-bar__item" data-testid={`tab-${title}`}>
            <Icon className="tab-bar__icon" aria-hidden />
            <span className="tab-bar__title">{t(title)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
