import { useTranslation } from '../../../../i18n/use-translation';
import type { ChangeRequest } from '../../../lib/admin-types';
import { useFormat } from '../../../lib/format';

/** The changes last asked of the member: what reopened, the note, when. */
export function ChangeRequestNotice({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const reopened = [
    ...request.sections.map((s) => t(`section.${s}`)),
    ...request.uploads.map((k) => t(`field.${k}`)),
  ];
  return (
    <section className="console-card console-card--notice" aria-labelledby="change-request-title">
      <h2 id="change-request-title" className="console-card__title">
        {t('pda.review.lastRequest', { at: dateTime(request.at) })}
      </h2>
      <p>{reopened.join('、')}</p>
      <p className="console-note">{request.note}</p>
    </section>
  );
}
