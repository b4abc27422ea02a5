import { useParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { BusinessList } from '../../../components/business-columns';
import { DetailList } from '../../../kit/detail/detail-list';
import { DetailHeading, DetailScreen } from '../../../kit/detail/detail-screen';
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
import { Card } from '../../../kit/detail/card';

/** A member: who they are, their reservations and businesses, and a new reservation link. */
export function MemberScreen() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const id = useParams().id ?? '';
  const query = useMember(id);
  const mayWrite = can.write(useStaff().role);

  return (
    <DetailScreen
      titleId="member-title"
      back={{ to: consolePaths.members, text: t('pda.member.back') }}
    >
      <QueryState query={query}>
        {({ member, reservations, businesses }) => (
          <>
            <DetailHeading titleId="member-title" title={member.name} />
            <DetailList
              card
              items={[
                { label: 'pda.member.email', value: member.email },
                { label: 'pda.member.mobile', value: member.mobile },
                { label: 'pda.member.staff', value: member.staffName },
                { label: 'pda.member.since', value: dateTime(member.createdAt) },
              ]}
            />
            <Card titleId="member-reservations" title={t('pda.member.reservations')}>
              {reservations.length === 0 ? (
                <p className="console-state">{t('pda.state.empty')}</p>
              ) : (
                <ReservationList items={reservations} />
              )}
            </Card>
            <Card titleId="member-businesses" title={t('pda.member.businesses')}>
              {businesses.length === 0 ? (
                <p className="console-state">{t('pda.state.empty')}</p>
              ) : (
                <BusinessList items={businesses} />
              )}
            </Card>
            {mayWrite && <LinkForm email={member.email} />}
            {mayWrite && <NewBusinessForm email={member.email} />}
            <NotesPanel objectType="member" objectId={member.id} readOnly={!mayWrite} />
          </>
        )}
      </QueryState>
    </DetailScreen>
  );
}
