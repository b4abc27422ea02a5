import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { insuredValuesOf } from '@app/contract/sections/family-table';
import { useTranslation } from '../../../i18n/use-translation';
import { basicInfoQueryOptions } from '../../../api/basic-info';
import { familyMemberName, useFamilyMembers } from '../../../api/family';
import { lastPersonQueryOptions } from '../api/last-person';
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
 *
 * Each source is asked for only when picked (issue 33): asked on opening, the three calls and
 * their renders cost the section's first seconds 30-60 ms of main thread, its TBT budget on a
 * slow phone (docs/performance.md). A failed call is told by the request layer; the card stays.
 */
export function PersonPrefill({ values, keys, onFill }: PersonPrefillProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState(false);
  /** What the fill did, said where the card was. */
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<'last' | 'profile' | null>(null);
  /** The member has no submitted reservation: that choice says so in its place. */
  const [noLast, setNoLast] = useState(false);
  const [familyAsked, setFamilyAsked] = useState(false);
  const family = useFamilyMembers(familyAsked);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const noLastRef = useRef<HTMLParagraphElement>(null);
  // The chosen button is gone with the card: the announcement takes the focus in its place.
  useEffect(() => doneRef.current?.focus(), [done]);
  useEffect(() => noLastRef.current?.focus(), [noLast]);

  const fill = (offered: FormValues, filledText: string) => {
    const changes = emptyFieldsFilled(values, offered, keys);
    const any = Object.keys(changes).length > 0;
    if (any) onFill(changes);
    setDone(any ? filledText : t('appointment.prefill.nothing'));
  };

  const pick = async (source: 'last' | 'profile') => {
    if (asking) return;
    setAsking(source);
    try {
      if (source === 'profile') {
        const profile = await queryClient.fetchQuery(basicInfoQueryOptions());
        fill(profileValues(profile), t('appointment.prefill.filledProfile'));
        return;
      }
      const person = await queryClient.fetchQuery(lastPersonQueryOptions());
      if (person) fill(lastPersonValues(person), t('appointment.prefill.filledLast'));
      else setNoLast(true);
    } catch {
      // Said by the request layer ('network exception'); the card stays for another try.
    } finally {
      setAsking(null);
    }
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
  return (
    <section className="person-prefill" aria-labelledby={titleId} data-testid="person-prefill">
      <h2 id={titleId} className="person-prefill__title">
        {t('appointment.prefill.title')}
      </h2>
      <p className="person-prefill__hint">{t('appointment.prefill.hint')}</p>
      <div className="person-prefill__choices">
        {noLast ? (
          <p ref={noLastRef} tabIndex={-1} className="person-prefill__none" role="status">
            {t('appointment.prefill.noLast')}
          </p>
        ) : (
          <button
            type="button"
            className="family-fill__toggle button-outline"
            data-testid="prefill-last"
            aria-busy={asking === 'last'}
            onClick={() => void pick('last')}
          >
            {t('appointment.prefill.last')}
          </button>
        )}
        <button
          type="button"
          className="family-fill__toggle button-outline"
          data-testid="prefill-profile"
          aria-busy={asking === 'profile'}
          onClick={() => void pick('profile')}
        >
          {t('appointment.prefill.profile')}
        </button>
        <FamilyFill
          family={family}
          onOpen={() => setFamilyAsked(true)}
          onFill={(person) =>
            fill(
              insuredValuesOf(person),
              t('appointment.prefill.filledFamily', { name: familyMemberName(person) }),
            )
          }
        />
      </div>
      <button
        type="button"
        className="person-prefill__dismiss button-link"
        data-testid="prefill-dismiss"
        onClick={() => setClosed(true)}
      >
        {t('appointment.prefill.dismiss')}
      </button>
    </section>
  );
}
