import { AppOutline, UserOutline } from 'antd-mobile-icons';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { useUnreadCount } from '../api/unread-notices';
import { registerUnreadTexts } from '../api/unread-texts';
import { paths } from '../config/paths';
import { useSecondaryReady } from '../hooks/use-secondary-ready';
import { UnreadBadge, UnreadSuffix } from './unread-badge';

registerUnreadTexts();

const tabs = [
  { to: paths.business.index, title: 'tab.business', Icon: AppOutline, counts: false },
  { to: paths.my, title: 'tab.my', Icon: UserOutline, counts: true },
] as const;

/**
 * The two-tab shell of SPEC §1: business and personal centre. Styled like antd-mobile's TabBar,
 * but built from links: antd-mobile's items are clickable divs that a keyboard cannot reach, and
 * a tab here is navigation (aria-current marks the open one). The tabs, fixed at the bottom, come
 * one task after the screen inside them on the shell's first render (issue 14: the screen and
 * the tabs were one long task on the business list's start; nothing moves when they appear).
 */
export function TabLayout() {
  const tabsReady = useSecondaryReady();
  return (
    <div className="tab-layout">
      <div className="tab-layout__body">
        <Outlet />
      </div>
      {tabsReady && <TabBar />}
    </div>
  );
}

/** The tabs; the personal centre's shows the unread messages, in its badge and its name. */
function TabBar() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {tabs.map(({ to, title, Icon, counts }) => {
        const count = counts ? unread : 0;
        return (
          <NavLink key={to} to={to} className="tab-bar__item" data-testid={`tab-${title}`}>
            <UnreadBadge count={count}>
              <Icon className="tab-bar__icon" aria-hidden />
            </UnreadBadge>
            {/* The suffix inside the title: a flex item of its own would read ' , 3 unread'. */}
            <span className="tab-bar__title">
              {t(title)}
              <UnreadSuffix count={count} />
            </span>
          </NavLink>
        );
      })}
    </nav>
  );
}
