import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '@app/contract/calls/appointment';
import type { SectionName } from '@app/contract/sections/products';
import { paths } from '../../../config/paths';
import { flowOf } from '../lib/flows';
import { useSubmit } from '../lib/use-submit';
import { AppointmentGate } from './appointment-gate';
import { AppointmentScreen, useLinkToken } from './appointment-screen';
import { SubmitButton } from './submit-button';

const declarations = [
  'appointment.tip.declaration1',
  'appointment.tip.declaration2',
  'appointment.tip.declaration3',
] as const;

function Tip({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const submit = useSubmit(appointment.token);
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const flow = flowOf(appointment.productType);
  const toFix = Object.keys(submit.toFix) as SectionName[];

  const onSubmit = () => {
    if (!agreed) return setShowError(true);
    void submit.run();
  };

  return (
    <div className="tip">
      <h2 className="tip__title">{t('appointment.tip.heading')}</h2>
      <ol className="tip__list">
        {declarations.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <label className="tip__agree">
        <input
          type="checkbox"
          name="declaration"
          checked={agreed}
          aria-invalid={showError && !agreed ? true : undefined}
          aria-describedby={showError && !agreed ? 'declaration-error' : undefined}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        {t('appointment.tip.agree')}
      </label>
      {showError && !agreed && (
        <p id="declaration-error" className="field__error" role="alert">
          {t('appointment.tip.agreeRequired')}
        </p>
      )}
      {toFix.length > 0 && (
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
      )}
      <SubmitButton pending={submit.pending} onSubmit={onSubmit} />
    </div>
  );
}

/** /pages/appointment/tip: the declarations, then submit (insurance and ITA). */
export function TipScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  return (
    <AppointmentScreen title={t('appointment.tip.title')}>
      <AppointmentGate token={token}>
        {(appointment) => <Tip appointment={appointment} />}
      </AppointmentGate>
    </AppointmentScreen>
  );
}
