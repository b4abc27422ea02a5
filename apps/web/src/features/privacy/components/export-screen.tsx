import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useExportData } from '../api/export-data';
import { registerPrivacyTexts } from '../register-texts';
import '../privacy.css';

registerPrivacyTexts();

/** /pages/my/data-export: "Download my data", the ZIP of everything held about the member. */
export function ExportScreen() {
  const { t } = useTranslation();
  const download = useExportData();
  // The server's reason when it gave one (too soon: once a minute), else ours.
  const failure =
    download.error && isApiError(download.error) && download.error.msg
      ? download.error.msg
      : t('privacy.export.failed');

  return (
    <div className="privacy-screen">
      <PageHeader title={t('privacy.export.title')} back={paths.my} />
      <main className="privacy-export">
        <p>{t('privacy.export.intro')}</p>
        <p className="privacy-export__warning">{t('privacy.export.warning')}</p>
        <Button
          block
          color="primary"
          loading={download.isPending}
          loadingText={t('privacy.export.pending')}
          onClick={() => download.mutate()}
        >
          {t('privacy.export.button')}
        </Button>
        <p className="privacy-intro">{t('privacy.export.once')}</p>
        <div aria-live="polite" className="privacy-export__outcome">
          {download.isSuccess && (
            <p role="status" data-testid="export-done">
              {t('privacy.export.done', { name: download.data })}
            </p>
          )}
          {download.isError && (
            <p role="alert" className="privacy-export__error">
              {failure}
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
