import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 'Link Error': the link is unknown, expired or not this member's; two ways on. */
export function LinkInvalid() {
  const { t } = useTranslation();
  return (
    <section className="link-state" data-testid="link-invalid" aria-labelledby="link-invalid-title">
      <h2 id="link-invalid-title" className="link-state__title">
        {t('appointment.linkInvalid')}
      </h2>
      <p>{t('appointment.link.invalidHint')}</p>
      <div className="link-state__actions">
        <Link className="link-state__action" to={paths.business.index}>
          {t('appointment.link.toBusiness')}
        </Link>
        <Link className="link-state__action" to={paths.appointment.start}>
          {t('appointment.link.startNew')}
        </Link>
      </div>
    </section>
  );
}

/** 'The link has been filled': submitted already; its business when the member may see it. */
export function LinkFilled({ businessId }: { businessId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="link-state" data-testid="link-filled" aria-labelledby="link-filled-title">
      <h2 id="link-filled-title" className="link-state__title">
        {t('appointment.linkFilled')}
      </h2>
      <div className="link-state__actions">
        {businessId ? (
          <Link className="link-state__action" to={paths.business.detailHref(businessId)}>
            {t('appointment.link.toThisBusiness')}
          </Link>
        ) : null}
        <Link className="link-state__action" to={paths.business.index}>
          {t('appointment.link.toBusiness')}
        </Link>
      </div>
    </section>
  );
}
