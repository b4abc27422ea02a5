import { useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '@app/contract/calls/appointment';
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
import { AppointmentGate, LoadFailed, LoadingSkeleton } from './appointment-gate';
import { AppointmentScreen, useLinkToken } from './appointment-screen';
import { ConsentList } from './consent-list';
import { SignatureField } from './signature-field';
import { SubmitButton } from './submit-button';
import { TipTexts } from './tip-texts';

function SectionsToFix({ appointment, toFix }: { appointment: Appointment; toFix: SectionName[] }) {
  const { t } = useTranslation();
  const flow = flowOf(appointment.productType);
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
                <Link to={paths.appointment.href(path, appointment.token)}>
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
  appointment,
  declarations,
}: {
  appointment: Appointment;
  declarations: Declarations;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [today] = useState(() => isoDateToday());
  const tip = useTip(appointment, declarations, today);
  const texts = declarations.declarationTexts[language];
  const labels: Record<SignatureKind, string> = {
    signaturePolicyholder: hasPolicyholder(appointment.productType)
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
      <SectionsToFix appointment={appointment} toFix={Object.keys(tip.toFix) as SectionName[]} />
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
    <AppointmentScreen title={t('appointment.tip.title')}>
      <AppointmentGate token={token}>
        {(appointment) => {
          if (declarations.isPending) return <LoadingSkeleton label={t('common.loading')} />;
          if (declarations.isError) {
            return (
              <LoadFailed
                message={t('appointment.tip.textsFailed')}
                onRetry={() => void declarations.refetch()}
              />
            );
          }
          return <Tip appointment={appointment} declarations={declarations.data} />;
        }}
      </AppointmentGate>
    </AppointmentScreen>
  );
}
