import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUnreadCount } from '../../../api/unread-notices';
import { registerUnreadTexts } from '../../../api/unread-texts';
import { PageHeader } from '../../../components/page-header';
import { UnreadBadge, UnreadSuffix } from '../../../components/unread-badge';
import { paths } from '../../../config/paths';
import { loadImperative } from '../../../lib/antd-render';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { getLoginInfo } from '../../../lib/storage';
import { useLogout } from '../api/logout';
import { useMemberInfo } from '../api/member-info';
import { registerAccountAreaTexts } from '../account-area-texts';

registerUnreadTexts();
registerAccountAreaTexts();

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
    const { default: Dialog } = await loadImperative(
      () => import('antd-mobile/es/components/dialog'),
    );
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
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myProfile}>{t('my.profile')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myNotifications}>{t('my.notifications')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myFamily}>{t('my.family')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myRemittances}>{t('my.remittances')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myAccounts}>{t('my.accounts')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myStatement}>{t('my.statement')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.myPassword}>{t('my.changePassword')}</Link>
          </List.Item>
          <List.Item arrowIcon className="list-link">
            <Link to={paths.language}>{t('my.language')}</Link>
          </List.Item>
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
