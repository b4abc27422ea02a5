import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useParams } from 'react-router';
import { productSections } from '@app/contract/sections/products';
import { useTranslation } from '../../../../i18n/use-translation';
import { reportError } from '../../../../lib/report-error';
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
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const rows: [string, string | null][] = [
    ['pda.reservation.member', r.memberName],
    ['pda.reservation.creator', r.creatorEmail],
    ['pda.reservation.filler', r.fillerEmail],
    ['pda.reservation.invited', r.invitedEmail],
    ['pda.reservation.orderNo', r.orderNo],
    ['pda.reservation.created', dateTime(r.createdAt)],
    ['pda.reservation.submitted', r.submittedAt ? dateTime(r.submittedAt) : null],
  ];
  return (
    <dl className="console-fields console-card">
      {rows
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <div key={key} className="console-fields__row">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
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
    <section className="console-screen" aria-labelledby="reservation-title">
      <Link className="console-back" to={consolePaths.queue}>
        {t('pda.reservation.back')}
      </Link>
      <QueryState query={query}>
        {(r) => (
          <>
            <h1 id="reservation-title" className="console-screen__title">
              {t('pda.reservation.title', { product: label('productType', r.productType) })}
            </h1>
            <p className="console-list__tags">
              <span className={`console-tag console-tag--${r.status}`}>
                {t(`pda.reservationStatus.${r.status}`)}
              </span>
              {r.review && (
                <span className={`console-tag console-tag--${r.review}`}>
                  {t(`pda.reviewState.${r.review}`)}
                </span>
              )}
            </p>
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
    </section>
  );
}
