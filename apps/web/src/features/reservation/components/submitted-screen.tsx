import { Link, useSearchParams } from 'react-router';
import { SERVICE_CONTACT } from '@app/contract/declarations/texts';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { ReservationScreen } from './reservation-screen';

const STEPS = [
  'appointment.submitted.stepReview',
  'appointment.submitted.stepChanges',
  'appointment.submitted.stepInsurer',
  'appointment.submitted.stepPay',
] as const;

/**
 * After a successful submit (issue 36: a toast, then the business list): that it arrived, what
 * happens next, where to follow it and whom to ask.
 */
export function SubmittedScreen() {
  const { t } = useTranslation();
  const businessId = useSearchParams()[0].get('id') ?? '';
  return (
    <ReservationScreen title={t('appointment.submitted.title')} back={paths.business.index}>
      <section className="submitted" aria-labelledby="submitted-heading" data-testid="submitted">
        <h2 id="submitted-heading" className="submitted__heading">
          {t('appointment.submitted.heading')}
        </h2>
        <p>{t('appointment.submitted.copy')}</p>
        <h3 className="submitted__subheading">{t('appointment.submitted.next')}</h3>
        <ol className="submitted__steps">
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <h3 className="submitted__subheading">{t('appointment.submitted.contact')}</h3>
        <p>
          {t('appointment.submitted.contactText')}{' '}
          <a href={`mailto:${SERVICE_CONTACT.email}`}>{SERVICE_CONTACT.email}</a>
        </p>
        <div className="submitted__actions">
          <Link
            className="adm-button adm-button-primary adm-button-block adm-button-large"
            to={businessId ? paths.business.detailHref(businessId) : paths.business.index}
          >
            {t(businessId ? 'appointment.submitted.open' : 'appointment.submitted.list')}
          </Link>
          <Link to={paths.myMessages}>{t('appointment.submitted.messages')}</Link>
        </div>
      </section>
    </ReservationScreen>
  );
}
