import { useState } from 'react';
import { Link } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { isoDateToday } from '@app/contract/dates';
import type { SignatureKind } from '@app/contract/declarations/rules';
import { hasPolicyholder } from '@app/contract/product-registry';
import type { SectionName } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useDeclarations } from '../api/declarations';
import type { Declarations } from '../api/declarations';
import { flowOf } from '../lib/flows';
import { useTip } from '../lib/use-tip';
import { ReservationGate, LoadFailed, LoadingSkeleton } from './reservation-gate';
import { ReservationScreen, useLinkToken } from './reservation-screen';
import { ConsentList } from './consent-list';
import { SignatureField } from './signature-field';
import { SubmitButton } from './submit-button';
import { TipTexts } from './tip-texts';

function SectionsToFix({
  appointment: reservation,
  toFix,
}: {
  appointment: Reservation;
  toFix: SectionName[];
}) {
  const { t } = useTranslation();
  const flow = flowOf(reservation.productType);
  if (toFix.length === 0) return null;
  return (
    <div className="tip__fix" role="alert" data-testid="sections-to-fix">
      <p>{t('appointment.submit.fixSections')}</p>
      <ul>
        {toFix.map((section) => {
          const path = flow.sections[section];
          return (
            <li key={section}>
              {path ? (
                <Link to={paths.appointment.href(path, reservation.token)}>
                  {t(`section.${section}`)}
                </Link>
              ) : (
                t(`section.${section}`)
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Tip({
  appointment: reservation,
  declarations,
}: {
  appointment: Reservation;
  declarations: Declarations;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [today] = useState(() => isoDateToday());
  const tip = useTip(reservation, declarations, today);
  const texts = declarations.declarationTexts[language];
  const labels: Record<SignatureKind, string> = {
    signaturePolicyholder: hasPolicyholder(reservation.productType)
      ? t('field.signaturePolicyholder')
      : t('appointment.tip.signCustomer'),
    signatureInsured: t('field.signatureInsured'),
  };

  return (
    <div className="tip">
      <TipTexts
        texts={texts}
        picsVersion={declarations.PICS_VERSION}
        declarationsVersion={declarations.DECLARATIONS_VERSION}
      />
      <ConsentList
        asked={tip.consents}
        words={texts.consents}
        given={tip.given}
        errors={tip.errors}
        onChange={tip.setConsent}
      />
      <section className="tip__block" aria-labelledby="tip-sign">
        <h2 id="tip-sign" className="tip__title">
          {t('appointment.tip.signatures')}
        </h2>
        <p className="tip__text">{t('appointment.tip.signIntro')}</p>
        {tip.signers.map((kind) => (
          <SignatureField
            key={kind}
            id={kind}
            label={labels[kind]}
            error={tip.errors[kind]}
            initial={tip.strokes[kind]}
            onChange={(drawing) => tip.setDrawing(kind, drawing)}
          />
        ))}
      </section>
      <SectionsToFix appointment={reservation} toFix={Object.keys(tip.toFix) as SectionName[]} />
      <SubmitButton pending={tip.pending} onSubmit={() => void tip.run()} />
    </div>
  );
}

/**
 * /pages/appointment/tip, for every product: the collection statement and the declarations with
 * their versions, the consents one by one, the signatures, then submit.
 */
export function TipScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const declarations = useDeclarations();
  return (
    <ReservationScreen title={t('appointment.tip.title')}>
      <ReservationGate token={token}>
        {(reservation) => {
          if (declarations.isPending) return <LoadingSkeleton label={t('common.loading')} />;
          if (declarations.isError) {
            return (
              <LoadFailed
                message={t('appointment.tip.textsFailed')}
                onRetry={() => void declarations.refetch()}
              />
            );
          }
          return <Tip appointment={reservation} declarations={declarations.data} />;
        }}
      </ReservationGate>
    </ReservationScreen>
  );
}
