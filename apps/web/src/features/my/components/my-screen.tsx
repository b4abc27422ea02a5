import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useUnreadCount } from '../../../api/unread-notices';
import { registerUnreadTexts } from '../../../api/unread-texts';
import { PageHeader } from '../../../components/page-header';
import { UnreadBadge, UnreadSuffix } from '../../../components/unread-badge';
import { paths } from '../../../config/paths';
import { loadDialog } from '../../../lib/dialog';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { getLoginInfo } from '../../../lib/storage';
import { useLogout } from '../api/logout';
import { useMemberInfo } from '../api/member-info';
import { registerAccountAreaTexts } from '../account-area-texts';

registerUnreadTexts();
registerAccountAreaTexts();

/** The personal centre's links below the message centre, in the order they show. */
const accountLinks = [
  [paths.myReservations, 'my.reservations'],
  [paths.myProfile, 'my.profile'],
  [paths.myNotifications, 'my.notifications'],
  [paths.myFamily, 'my.family'],
  [paths.myRemittances, 'my.remittances'],
  [paths.myAccounts, 'my.accounts'],
  [paths.myStatement, 'my.statement'],
  [paths.myAccessLog, 'my.accessLog'],
  [paths.myDataExport, 'my.dataExport'],
  [paths.myPassword, 'my.changePassword'],
  [paths.language, 'my.language'],
] as const;

export function MyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberInfo();
  const logout = useLogout();
  const unread = useUnreadCount();
  // The stored name shows at once; the server's answer replaces it when it arrives.
  const name = member.data?.name ?? getLoginInfo()?.cname ?? '';

  const confirmLogout = async () => {
    // Dialog brings antd-mobile's animation library; fetched when the member asks to log out.
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      content: t('my.logoutConfirm'),
      confirmText: t('my.confirm'),
      cancelText: t('my.cancel'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
      showToast(t('success.logout'));
    } catch (error) {
      reportError(error);
    }
    void navigate(paths.login, { replace: true });
  };

  const value = (text: string | undefined) =>
    member.isPending ? <Skeleton.Paragraph lineCount={1} animated /> : (text ?? '');

  return (
    <div className="my-screen">
      <PageHeader title={t('my.title')} back={false} />
      <main>
        <List header={name} aria-busy={member.isPending}>
          <List.Item extra={<span data-testid="member-name">{value(member.data?.name)}</span>}>
            {t('my.name')}
          </List.Item>
          <List.Item extra={<span data-testid="member-mobile">{value(member.data?.mobile)}</span>}>
            {t('my.mobile')}
          </List.Item>
          <List.Item extra={<span data-testid="member-email">{value(member.data?.email)}</span>}>
            {t('my.email')}
          </List.Item>
        </List>
        {member.isError && <p role="alert">{t('my.loadFailed')}</p>}
        <List>
          {/* A real link: antd-mobile's clickable List.Item is an <a> without href, unreachable by Tab. */}
          <List.Item
            arrowIcon
            className="list-link"
            extra={
              <UnreadBadge count={unread}>
                <span />
              </UnreadBadge>
            }
          >
            <Link to={paths.myMessages}>
              {t('my.messages')}
              <UnreadSuffix count={unread} />
            </Link>
          </List.Item>
          {accountLinks.map(([to, label]) => (
            <List.Item key={to} arrowIcon className="list-link">
              <Link to={to}>{t(label)}</Link>
            </List.Item>
          ))}
        </List>
        <div className="my-screen__actions">
          <Button block color="danger" fill="outline" onClick={() => void confirmLogout()}>
            {t('my.logout')}
          </Button>
        </div>
      </main>
    </div>
  );
}
