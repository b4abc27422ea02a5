import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef, useState } from 'react';
import { insuredValuesOf } from '@app/contract/sections/family-table';
import { useAfterFirstContent } from '../../../hooks/use-after-first-content';
import { useTranslation } from '../../../i18n/use-translation';
import { useBasicInfo } from '../../../api/basic-info';
import { familyMemberName, useFamilyMembers } from '../../../api/family';
import { useLastPerson } from '../api/last-person';
import type { FormValues } from '../lib/drafts';
import { emptyFieldsFilled, lastPersonValues, profileValues } from '../lib/prefill';
import { FamilyFill } from './family-fill';

interface PersonPrefillProps {
  /** The form's values now: only their empty fields are filled. */
  values: FormValues;
  /** The section's field keys: nothing else is filled. */
  keys: readonly string[];
  onFill: (changes: FormValues) => void;
}

/**
 * "Fill from" above an empty policyholder or customer section (issue 36): the member's last
 * reservation, their profile or a family member. A card in the page, not a dialog, and nothing
 * happens until the member picks one: the fill takes the empty fields only, says so in its place,
 * and is saved only with the form's own Save.
 */
export function PersonPrefill({ values, keys, onFill }: PersonPrefillProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [closed, setClosed] = useState(false);
  /** What the fill did, said where the card was. */
  const [done, setDone] = useState<string | null>(null);
  // Its three calls wait for the section's first content: they are offers, the form comes first.
  const settled = useAfterFirstContent();
  const open = !closed && done === null && settled;
  const last = useLastPerson(open);
  const profile = useBasicInfo(open);
  const family = useFamilyMembers(open);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The chosen button is gone with the card: the announcement takes the focus in its place.
  useEffect(() => doneRef.current?.focus(), [done]);

  const fill = (offered: FormValues, filledText: string) => {
    const changes = emptyFieldsFilled(values, offered, keys);
    const any = Object.keys(changes).length > 0;
    if (any) onFill(changes);
    setDone(any ? filledText : t('appointment.prefill.nothing'));
  };

  if (closed) return null;
  if (done !== null) {
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        className="section-form__notice"
        role="status"
        data-testid="prefill-done"
      >
        {done}
      </p>
    );
  }
  const lastPerson = last.data;
  return (
    <section className="person-prefill" aria-labelledby={titleId} data-testid="person-prefill">
      <h2 id={titleId} className="person-prefill__title">
        {t('appointment.prefill.title')}
      </h2>
      <p className="person-prefill__hint">{t('appointment.prefill.hint')}</p>
      <div className="person-prefill__choices">
        {/*
          Each choice is in its place from the first paint, usable once its answer has come, so the
          card never grows under the member's eyes (the form below would jump: CLS). With no
          earlier reservation the first says so instead.
        */}
        <button
          type="button"
          className="family-fill__toggle"
          data-testid="prefill-last"
          disabled={!lastPerson}
          onClick={() =>
            lastPerson && fill(lastPersonValues(lastPerson), t('appointment.prefill.filledLast'))
          }
        >
          {last.data === null ? t('appointment.prefill.noLast') : t('appointment.prefill.last')}
        </button>
        <button
          type="button"
          className="family-fill__toggle"
          data-testid="prefill-profile"
          disabled={!profile.data}
          onClick={() =>
            profile.data &&
            fill(profileValues(profile.data), t('appointment.prefill.filledProfile'))
          }
        >
          {t('appointment.prefill.profile')}
        </button>
        <FamilyFill
          family={family}
          onFill={(person) =>
            fill(
              insuredValuesOf(person),
              t('appointment.prefill.filledFamily', { name: familyMemberName(person) }),
            )
          }
        />
      </div>
      <Button
        className="person-prefill__dismiss"
        fill="none"
        size="small"
        data-testid="prefill-dismiss"
        onClick={() => setClosed(true)}
      >
        {t('appointment.prefill.dismiss')}
      </Button>
    </section>
  );
}
