import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import { DetailHeading, DetailScreen } from '../../../kit/detail/detail-screen';
import { QueryState } from '../../../components/query-state';
import type { Business } from '@app/contract/admin/api/businesses';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useBusiness } from '../api/use-businesses';
import { AuditHistory } from '../../../components/audit/audit-history';
import { DeskPanels } from '../../../components/desk/desk-panels';
import { BusinessForm, formKey } from './business-form';
import { DocumentsPanel } from './documents-panel';
import { MessagesPanel } from './messages-panel';
import { PaymentsPanel } from './payments-panel';
import { StatusPanel } from './status-panel';

/** Where the business came from and who it belongs to, with links to each. */
function Origin({ business }: { business: Business }) {
  const { t } = useTranslation();
  return (
    <p className="console-list__tags">
      {business.appointmentToken && (
        <Link to={consolePaths.reservationHref(business.appointmentToken)}>
          {t('pda.business.reservation')}
        </Link>
      )}
      {business.members.map((member) => (
        <Link key={member.id} to={consolePaths.memberHref(member.id)}>
          {member.name || member.email}
        </Link>
      ))}
    </p>
  );
}

/** One business: its fields, status and history, payments, approved documents and messages. */
export function BusinessScreen() {
  const { t } = useTranslation();
  const { label } = useFormat();
  const id = useParams().id ?? '';
  const query = useBusiness(id);
  const readOnly = !can.write(useStaff().role);

  return (
    <DetailScreen
      titleId="business-title"
      back={{ to: consolePaths.businesses, text: t('pda.business.back') }}
    >
      <QueryState query={query}>
        {(business) => (
          <>
            <DetailHeading
              titleId="business-title"
              title={t('pda.business.title', { orderNo: business.orderNo })}
              tags={[
                { text: label('businessStatus', business.status) },
                { text: label('productType', business.productType) },
              ]}
            />
            <Origin business={business} />
            {readOnly && <p className="console-note">{t('pda.common.readOnly')}</p>}
            <BusinessForm key={formKey(business)} business={business} readOnly={readOnly} />
            <StatusPanel key={business.status} business={business} readOnly={readOnly} />
            <PaymentsPanel business={business} readOnly={readOnly} />
            <DocumentsPanel business={business} readOnly={readOnly} />
            <MessagesPanel businessId={business.id} />
            <DeskPanels
              kind="business"
              objectKey={business.id}
              assigned={business}
              readOnly={readOnly}
            />
            <AuditHistory objectType="business" objectId={business.id} />
          </>
        )}
      </QueryState>
    </DetailScreen>
  );
}
