import { Link } from 'react-router';
import type { ChangesRequestedRef } from '@app/contract/calls/business';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';

/**
 * Staff asked for changes on the business's reservation (issue 36): the note and the way to the
 * reservation, on the list item and the detail, so the request is found without the messages.
 */
export function ChangesRequestedNotice({
  request,
  id,
}: {
  request: ChangesRequestedRef | null | undefined;
  id: string;
}) {
  const { t } = useTranslation();
  if (!request) return null;
  const titleId = `changes-requested-${id}`;
  return (
    <section
      className="changes-requested"
      aria-labelledby={titleId}
      data-testid="business-changes-requested"
    >
      <h3 id={titleId} className="changes-requested__title">
        {t('business.changes.title')}
      </h3>
      {request.note && <p className="changes-requested__note">{request.note}</p>}
      <Link
        className="changes-requested__action"
        to={paths.appointment.href(paths.appointment.index, request.token)}
        data-testid="business-changes-link"
      >
        {t('business.changes.action')}
      </Link>
    </section>
  );
}
