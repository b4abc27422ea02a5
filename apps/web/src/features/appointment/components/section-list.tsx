import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '@app/contract/calls/appointment';
import { productSections } from '@app/contract/sections/products';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';
import type { SubmitErrors } from '../lib/submit-errors';

/** Each section of the product with 'to be completed' or 'completed' (SPEC §2). */
export function SectionList({
  appointment,
  toFix,
}: {
  appointment: Appointment;
  toFix: SubmitErrors;
}) {
  const { t } = useTranslation();
  const flow = flowOf(appointment.productType);
  return (
    <ul className="overview__sections" aria-label={t('appointment.overview.sections')}>
      {productSections[appointment.productType].map((section) => {
        const completed = appointment.sections[section]?.completed === true;
        const fix = toFix[section] !== undefined;
        const path = flow.sections[section];
        if (!path) return null;
        return (
          <li
            key={section}
            data-testid={`section-${section}`}
            data-status={completed && !fix ? 'completed' : 'todo'}
          >
            <Link className="overview__row" to={paths.appointment.href(path, appointment.token)}>
              <span className="overview__name">{t(`section.${section}`)}</span>
              <span
                className={`overview__badge${completed && !fix ? ' overview__badge--done' : ''}`}
              >
                {fix
                  ? t('appointment.status.fix')
                  : completed
                    ? t('appointment.status.completed')
                    : t('appointment.status.todo')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
