import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useParams } from 'react-router';
import { productSections } from '@app/contract/sections/products';
import { useTranslation } from '../../../../i18n/use-translation';
import { reportError } from '../../../../lib/report-error';
import { DetailList } from '../../../kit/detail/detail-list';
import type { DetailItem } from '../../../kit/detail/detail-list';
import { DetailHeading, DetailScreen } from '../../../kit/detail/detail-screen';
import { QueryState } from '../../../components/query-state';
import type { Reservation } from '@app/contract/admin/api/reservations';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useReservation, useReveal } from '../api/use-reservation';
import type { RevealedSections } from '../api/use-reservation';
import { AuditHistory } from '../../../components/audit/audit-history';
import { DeskPanels } from '../../../components/desk/desk-panels';
import { ChangeRequestNotice } from './change-request-notice';
import { ChangesSinceView } from './changes-since-view';
import { ReviewActions } from './review-actions';
import { SectionView } from './section-view';
import { UploadView } from './upload-view';

type SectionEntry = Reservation['sections'][string] | undefined;

/** A section's answers with the revealed numbers in place of their masks. */
const withRevealed = (entry: SectionEntry, shown: Record<string, unknown> | undefined) => {
  // A section whose stored answers could not be read shows as not filled in.
  if (!entry?.data) return undefined;
  return { ...entry, data: shown ? { ...entry.data, ...shown } : entry.data };
};

/** Who made it and when, at the head of the reservation. */
function Summary({ reservation: r }: { reservation: Reservation }) {
  const { dateTime } = useFormat();
  const items: DetailItem[] = [
    { label: 'pda.reservation.member', value: r.memberName },
    { label: 'pda.reservation.creator', value: r.creatorEmail },
    { label: 'pda.reservation.filler', value: r.fillerEmail },
    { label: 'pda.reservation.invited', value: r.invitedEmail },
    { label: 'pda.reservation.orderNo', value: r.orderNo },
    { label: 'pda.reservation.created', value: dateTime(r.createdAt) },
    { label: 'pda.reservation.submitted', value: r.submittedAt && dateTime(r.submittedAt) },
  ];
  return <DetailList card items={items} />;
}

/**
 * ID, card, account and tax numbers come masked (last 4); "Show full numbers" asks the server,
 * which records who saw them before answering. An auditor, who writes nothing, does not reveal.
 */
function RevealBar({
  token,
  revealed,
  onChange,
}: {
  token: string;
  revealed: boolean;
  onChange: (sections: RevealedSections | null) => void;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const reveal = useReveal(token);
  if (!can.write(staff.role)) return null;
  const show = async () => {
    try {
      onChange(await reveal.mutateAsync());
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <div className="console-card console-reveal">
      <p className="console-note">
        {t(revealed ? 'pda.reservation.revealedNote' : 'pda.reservation.maskedNote')}
      </p>
      {revealed ? (
        <Button size="small" onClick={() => onChange(null)}>
          {t('pda.reservation.hide')}
        </Button>
      ) : (
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={reveal.isPending}
          onClick={() => void show()}
        >
          {t('pda.reservation.reveal')}
        </Button>
      )}
    </div>
  );
}

/** A reservation read in full, with the review's actions. */
export function ReservationScreen() {
  const { t } = useTranslation();
  const { label } = useFormat();
  const token = useParams().token ?? '';
  const query = useReservation(token);
  const [revealed, setRevealed] = useState<RevealedSections | null>(null);
  const readOnly = !can.write(useStaff().role);

  return (
    <DetailScreen
      titleId="reservation-title"
      back={{ to: consolePaths.queue, text: t('pda.reservation.back') }}
    >
      <QueryState query={query}>
        {(r) => (
          <>
            <DetailHeading
              titleId="reservation-title"
              title={t('pda.reservation.title', { product: label('productType', r.productType) })}
              tags={[
                { text: t(`pda.reservationStatus.${r.status}`), variant: r.status },
                r.review && { text: t(`pda.reviewState.${r.review}`), variant: r.review },
              ]}
            />
            <Summary reservation={r} />
            {r.changeRequest && <ChangeRequestNotice request={r.changeRequest} />}
            {r.changesSinceRequest && (
              <ChangesSinceView
                changes={r.changesSinceRequest}
                productType={r.productType}
                uploads={r.uploads}
              />
            )}
            <ReviewActions reservation={r} />
            <RevealBar token={r.token} revealed={!!revealed} onChange={setRevealed} />
            {productSections[r.productType]
              .filter((section) => section !== 'upload')
              .map((section) => (
                <SectionView
                  key={section}
                  section={section}
                  productType={r.productType}
                  entry={withRevealed(r.sections[section], revealed?.[section])}
                />
              ))}
            <UploadView uploads={r.uploads} />
            <DeskPanels kind="reservation" objectKey={r.token} assigned={r} readOnly={readOnly} />
            <AuditHistory objectType="appointment" objectId={r.token} />
          </>
        )}
      </QueryState>
    </DetailScreen>
  );
}
