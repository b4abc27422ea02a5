import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useQrCode } from '../../../hooks/use-qr-code';
import { showToast } from '../../../lib/feedback';
import { shareableLink } from '../lib/flows';

/** The new reservation's link: to copy, to share, as a QR code, or to fill in now. */
export function LinkCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const linkPath = paths.appointment.href(paths.appointment.index, token);
  const link = shareableLink(linkPath);
  const qr = useQrCode(link);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('appointment.start.copied'));
    } catch {
      showToast(t('appointment.start.copyFailed'));
    }
  };
  const share = () =>
    void navigator
      .share({ title: t('appointment.start.shareTitle'), url: link })
      .catch(() => undefined);

  return (
    <section className="link-card" aria-labelledby="link-card-title">
      <h2 id="link-card-title" className="link-card__title">
        {t('appointment.start.linkReady')}
      </h2>
      <label className="field__label" htmlFor="appointment-link">
        {t('appointment.start.link')}
      </label>
      <input
        id="appointment-link"
        className="link-card__link"
        data-testid="appointment-link"
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
      />
      <div className="link-card__actions">
        <Button size="small" onClick={() => void copy()}>
          {t('appointment.start.copy')}
        </Button>
        {canShare && (
          <Button size="small" onClick={share}>
            {t('appointment.start.share')}
          </Button>
        )}
      </div>
      <div className="link-card__qr">
        {qr ? (
          <img
            src={qr}
            width={200}
            height={200}
            alt={t('appointment.start.qrAlt')}
            data-testid="appointment-qr"
          />
        ) : (
          <span className="link-card__qr-placeholder" aria-hidden />
        )}
      </div>
      <Button block color="primary" onClick={() => void navigate(linkPath)} data-testid="fill-now">
        {t('appointment.start.fillNow')}
      </Button>
    </section>
  );
}
