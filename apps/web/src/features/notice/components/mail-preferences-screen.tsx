import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { MailKind } from '@app/contract/calls/mail-preferences';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import { useMailPreferences, useSaveMailPreference } from '../api/mail-preferences';
import { registerNoticeTexts } from '../register-texts';
import '../notice.css';

registerNoticeTexts();

/**
 * /pages/my/notifications: a switch per kind of e-mail, saved at once with a toast. Messages in
 * the app always arrive; every e-mail links here. Native checkboxes with role="switch": reachable
 * by Tab, toggled with Space, named by their label and described by their hint.
 */
export function MailPreferencesScreen() {
  const { t } = useTranslation();
  const query = useMailPreferences();
  const save = useSaveMailPreference();

  const toggle = async (kind: MailKind, enabled: boolean) => {
    try {
      await save.mutateAsync({ kind, enabled });
      showToast(t('mailPrefs.saved'));
    } catch (error) {
      // The switch stays as the server has it; the toast says why.
      reportError(error);
    }
  };

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="mail-prefs__list">
        <Skeleton.Paragraph lineCount={7} animated />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="message-state" role="alert">
        <p>{t('mailPrefs.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = <p className="message-state">{t('mailPrefs.empty')}</p>;
  } else {
    const saving = save.isPending ? save.variables.kind : null;
    body = (
      <ul className="mail-prefs__list" aria-label={t('mailPrefs.listLabel')}>
        {query.data.map(({ kind, enabled }) => (
          <li key={kind} className="mail-prefs__item">
            <div className="mail-prefs__label">
              <label className="mail-prefs__name" htmlFor={`mail-pref-${kind}`}>
                {t(`mailPrefs.kind.${kind}.label`)}
              </label>
              <span className="mail-prefs__hint" id={`mail-pref-${kind}-hint`}>
                {t(`mailPrefs.kind.${kind}.hint`)}
              </span>
            </div>
            <input
              id={`mail-pref-${kind}`}
              className="mail-prefs__switch"
              type="checkbox"
              role="switch"
              checked={enabled}
              aria-describedby={`mail-pref-${kind}-hint`}
              disabled={saving === kind}
              data-testid={`mail-pref-${kind}`}
              onChange={(event) => void toggle(kind, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="message-screen mail-prefs">
      <PageHeader title={t('mailPrefs.title')} back={paths.my} />
      <main aria-busy={query.isFetching}>
        <p className="mail-prefs__intro">{t('mailPrefs.intro')}</p>
        {body}
      </main>
    </div>
  );
}
