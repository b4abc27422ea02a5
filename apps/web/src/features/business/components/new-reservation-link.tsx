import { AddOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';

/** Navigation, so a link (styled as antd-mobile's primary button), not a button. */
export function NewReservationLink({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.appointment.start} className="business-new" data-testid={testId}>
      <AddOutline aria-hidden />
      {t('business.list.newReservation')}
    </Link>
  );
}
