import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { BusinessList } from '../../../components/business-columns';
import { QueryState } from '../../../components/query-state';
import { ReservationList } from '../../../components/reservation-columns';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useMember } from '../api/use-members';
import { NotesPanel } from '../../../components/desk/notes-panel';
import { LinkForm } from './link-form';
import { NewBusinessForm } from './new-business-form';

/** A member: who they are, their reservations and businesses, and a new reservation link. */
export function MemberScreen() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const id = useParams().id ?? '';
  const query = useMember(id);
  const mayWrite = can.write(useStaff().role);

  return (
    <section className="console-screen" aria-labelledby="member-title">
      <Link className="console-back" to={consolePaths.members}>
        {t('pda.member.back')}
      </Link>
      <QueryState query={query}>
        {({ member, reservations, businesses }) => (
          <>
            <h1 id="member-title" className="console-screen__title">
              {member.name}
            </h1>
            <dl className="console-fields console-card">
              {(
                [
                  ['pda.member.email', member.email],
                  ['pda.member.mobile', member.mobile],
                  ['pda.member.staff', member.staffName],
                  ['pda.member.since', dateTime(member.createdAt)],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([key, value]) => (
                  <div key={key} className="console-fields__row">
                    <dt>{t(key)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <section className="console-card" aria-labelledby="member-reservations">
              <h2 id="member-reservations" className="console-card__title">
                {t('pda.member.reservations')}
              </h2>
              {reservations.length === 0 ? (
                <p className="console-state">{t('pda.state.empty')}</p>
              ) : (
                <ReservationList items={reservations} />
              )}
            </section>
            <section className="console-card" aria-labelledby="member-businesses">
              <h2 id="member-businesses" className="console-card__title">
                {t('pda.member.businesses')}
              </h2>
              {businesses.length === 0 ? (
                <p className="console-state">{t('pda.state.empty')}</p>
              ) : (
                <BusinessList items={businesses} />
              )}
            </section>
            {mayWrite && <LinkForm email={member.email} />}
            {mayWrite && <NewBusinessForm email={member.email} />}
            <NotesPanel objectType="member" objectId={member.id} readOnly={!mayWrite} />
          </>
        )}
      </QueryState>
    </section>
  );
}
