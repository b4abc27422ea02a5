import { useTranslation } from '../../../../i18n/use-translation';
import { useQrCode } from '../../../../hooks/use-qr-code';
import { showToast } from '../../../../lib/feedback';
import { FieldFrame } from '../../../../components/field-frame';
import type { LinkCreated } from '@app/contract/admin/api/reservations';

/** The link just made: whether it was mailed, the link to copy, and its QR code. */
export function LinkResult({ result }: { result: LinkCreated }) {
  const { t } = useTranslation();
  const qr = useQrCode(result.link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.link);
      showToast(t('pda.link.copied'));
    } catch {
      showToast(t('pda.link.copyFailed'));
    }
  };
  return (
    <div className="console-panel" data-testid="link-result">
      <p role="status" className={result.mailed ? 'console-note' : 'console-form-error'}>
        {t(result.mailed ? 'pda.link.mailed' : 'pda.link.notMailed', { email: result.email })}
      </p>
      <FieldFrame label={t('pda.link.link')}>
        {(aria) => (
          <>
            <input
              {...aria}
              className="field__input"
              readOnly
              value={result.link}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className="field__addon field__addon--text"
              onClick={() => void copy()}
            >
              {t('pda.link.copy')}
            </button>
          </>
        )}
      </FieldFrame>
      {qr && (
        <img className="console-qr" src={qr} width={180} height={180} alt={t('pda.link.qrAlt')} />
      )}
    </div>
  );
}
