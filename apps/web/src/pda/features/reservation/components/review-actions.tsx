import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate } from 'react-router';
import { productSections } from '@app/contract/sections/products';
import { uploadFields } from '@app/contract/sections/upload';
import { useTranslation } from '../../../../i18n/use-translation';
import { reportError } from '../../../../lib/report-error';
import { showToast } from '../../../../lib/feedback';
import type { Reservation } from '@app/contract/admin/api/reservations';
import { consolePaths } from '../../../lib/paths';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useReviewActions } from '../api/use-reservation';
import { AcceptForm } from './accept-form';
import { RequestChangesForm } from './request-changes-form';
import { Card } from '../../../kit/detail/card';

/** The upload kinds a change may reopen: those the product asks for and those already sent. */
function reopenableKinds(reservation: Reservation): string[] {
  const data = Object.fromEntries(
    Object.entries(reservation.sections).map(([name, entry]) => [name, entry?.data]),
  );
  const today = new Date().toISOString().slice(0, 10);
  const kinds = uploadFields(reservation.productType, data, today).map((f) => f.key);
  return [...new Set([...kinds, ...reservation.uploads.map((u) => u.kind)])];
}

/** Open or create the business; request changes; accept. Hidden from auditors, who only read. */
export function ReviewActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useStaff();
  const { token, businessId } = reservation;
  const actions = useReviewActions(token, businessId);
  const [panel, setPanel] = useState<'changes' | 'accept' | null>(null);
  if (!can.write(staff.role)) return <p className="console-note">{t('pda.common.readOnly')}</p>;

  const create = async () => {
    try {
      const business = await actions.createBusiness.mutateAsync();
      showToast(t('pda.review.businessCreated'));
      void navigate(consolePaths.businessHref(business.id));
    } catch (error) {
      reportError(error);
    }
  };
  const done = (message: string) => () => {
    setPanel(null);
    showToast(message);
  };
  const toggle = (next: 'changes' | 'accept') => setPanel((p) => (p === next ? null : next));

  return (
    <Card titleId="review-title" title={t('pda.review.title')}>
      <div className="console-actions">
        {businessId ? (
          <Link className="console-button" to={consolePaths.businessHref(businessId)}>
            {t('pda.review.openBusiness')}
          </Link>
        ) : (
          <Button loading={actions.createBusiness.isPending} onClick={() => void create()}>
            {t('pda.review.createBusiness')}
          </Button>
        )}
        <Button
          disabled={!businessId}
          aria-expanded={panel === 'changes'}
          onClick={() => toggle('changes')}
        >
          {t('pda.review.requestChanges')}
        </Button>
        <Button
          color="primary"
          disabled={!businessId}
          aria-expanded={panel === 'accept'}
          onClick={() => toggle('accept')}
        >
          {t('pda.review.accept')}
        </Button>
      </div>
      {!businessId && <p className="console-note">{t('pda.review.needsBusiness')}</p>}
      {panel === 'changes' && (
        <RequestChangesForm
          sections={productSections[reservation.productType].filter((s) => s !== 'upload')}
          uploadKinds={reopenableKinds(reservation)}
          onSubmit={actions.requestChanges.mutateAsync}
          onDone={done(t('pda.review.changesRequested'))}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === 'accept' && (
        <AcceptForm
          onSubmit={actions.accept.mutateAsync}
          onDone={done(t('pda.review.accepted'))}
          onCancel={() => setPanel(null)}
        />
      )}
    </Card>
  );
}
