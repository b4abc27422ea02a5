import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';

/** A state of the link or section instead of a screen: a heading, a hint and ways on. */
export function StatePanel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="link-state" data-testid={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="link-state__title">
        {title}
      </h2>
      {hint ? <p>{hint}</p> : null}
      <div className="link-state__actions">{children}</div>
    </section>
  );
}

/** 'Link Error': the link is unknown, expired or not this member's; two ways on. */
export function LinkInvalid() {
  const { t } = useTranslation();
  return (
    <StatePanel
      id="link-invalid"
      title={t('appointment.linkInvalid')}
      hint={t('appointment.link.invalidHint')}
    >
      <Link className="link-state__action" to={paths.business.index}>
        {t('appointment.link.toBusiness')}
      </Link>
      <Link className="link-state__action" to={paths.appointment.start}>
        {t('appointment.link.startNew')}
      </Link>
    </StatePanel>
  );
}

/** 'The link has been filled': submitted already; its business when the member may see it. */
export function LinkFilled({ businessId }: { businessId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <StatePanel id="link-filled" title={t('appointment.linkFilled')}>
      {businessId ? (
        <Link className="link-state__action" to={paths.business.detailHref(businessId)}>
          {t('appointment.link.toThisBusiness')}
        </Link>
      ) : null}
      <Link className="link-state__action" to={paths.business.index}>
        {t('appointment.link.toBusiness')}
      </Link>
    </StatePanel>
  );
}
