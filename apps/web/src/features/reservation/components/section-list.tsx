import { Link } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { productSections } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { isAnswered, isReopened } from '../lib/change-request';
import { flowOf } from '../lib/flows';
import type { SubmitErrors } from '../lib/submit-errors';

type Badge = 'fix' | 'changesRequested' | 'updated' | 'completed' | 'todo';

const badgeClass: Record<Badge, string> = {
  fix: '',
  changesRequested: 'overview__badge--reopened',
  updated: 'overview__badge--done',
  completed: 'overview__badge--done',
  todo: '',
};

/**
 * A refused submit first, then the staff's request (answered since: 'updated'), then the
 * section's own state.
 */
function badgeOf(state: {
  fix: boolean;
  reopened: boolean;
  answered: boolean;
  completed: boolean;
}): Badge {
  if (state.fix) return 'fix';
  if (state.reopened) return state.answered ? 'updated' : 'changesRequested';
  return state.completed ? 'completed' : 'todo';
}

/**
 * Each section of the product with 'to be completed' or 'completed' (SPEC §2), 'needs changes'
 * after a refused submit, and 'changes requested' where the staff reopened it.
 */
export function SectionList({
  appointment: reservation,
  toFix,
}: {
  appointment: Reservation;
  toFix: SubmitErrors;
}) {
  const { t } = useTranslation();
  const flow = flowOf(reservation.productType);
  return (
    <ul className="overview__sections" aria-label={t('appointment.overview.sections')}>
      {productSections[reservation.productType].map((section) => {
        const completed = reservation.sections[section]?.completed === true;
        const fix = toFix[section] !== undefined;
        const path = flow.sections[section];
        if (!path) return null;
        const status = badgeOf({
          fix,
          reopened: isReopened(reservation, section),
          answered: isAnswered(reservation, section),
          completed,
        });
        return (
          <li
            key={section}
            data-testid={`section-${section}`}
            // A section to fix is still to be completed, as far as tests and styles go.
            data-status={status === 'fix' ? 'todo' : status}
          >
            <Link className="overview__row" to={paths.appointment.href(path, reservation.token)}>
              <span className="overview__name">{t(`section.${section}`)}</span>
              <span className={`overview__badge ${badgeClass[status]}`}>
                {t(`appointment.status.${status}`)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
