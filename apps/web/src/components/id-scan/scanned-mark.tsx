import { useTranslation } from '../../i18n/use-translation';

/**
 * Under a field the ID scan filled: "please check", and a button to confirm the value as read
 * (editing it also clears the mark). Its texts are the scan's, registered when the scan loaded.
 */
export function ScannedMark({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="id-scan__check">
      <span>{t('idScan.check')}</span>
      <button
        type="button"
        className="id-scan__confirm"
        aria-label={t('idScan.confirmField', { label })}
        onClick={onConfirm}
      >
        {t('idScan.confirm')}
      </button>
    </p>
  );
}
