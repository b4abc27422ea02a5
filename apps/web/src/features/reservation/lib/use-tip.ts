import { useCallback, useMemo, useRef, useState } from 'react';
import type { Reservation } from '@app/contract/calls/reservation';
import type { SignatureKind } from '@app/contract/declarations/rules';
import type { ConsentName } from '@app/contract/declarations/texts';
import type { SectionData, SectionName } from '@app/contract/sections/products';
import { useTranslation } from '../../../i18n/use-translation';
import { serverFieldMessages } from '../../../lib/api-error';
import { toastInvalid } from '../../../lib/invalid-form';
import type { Declarations } from '../api/declarations';
import { uploadFile } from '../api/upload-file';
import type { Drawing } from '../components/signature-field';
import { dataUrlToFile } from './data-url';
import { clearTipDraft, readTipDraft, writeTipDraft } from './tip-draft';
import { useSubmit } from './use-submit';

/** The contract's message for a consent not given or a signature missing (the server's words). */
const CONSENT_MESSAGES: Record<ConsentName, string> = {
  use: 'declarations.consentUse',
  sensitive: 'declarations.consentSensitive',
  crossBorder: 'declarations.consentCrossBorder',
};
const SIGN_MESSAGES: Record<SignatureKind, string> = {
  signaturePolicyholder: 'declarations.signPolicyholder',
  signatureInsured: 'declarations.signInsured',
};

/** Error texts by consent name, signature kind, or 'declarations' (the server's general one). */
export type TipErrors = Record<string, string>;

/**
 * The tip screen's state: the consents the sections call for, the signatures of whoever must sign,
 * kept in the session draft as they change. Submit checks them here first, sends each signature
 * as a PNG upload (once per drawing), then submits with the declarations.
 */
export function useTip(reservation: Reservation, declarations: Declarations, today: string) {
  const { t } = useTranslation();
  const { token, productType } = reservation;
  const submit = useSubmit(token);
  const [draft, setDraft] = useState(() => readTipDraft(token));
  const drawings = useRef<Partial<Record<SignatureKind, Drawing>>>({});
  const sent = useRef<Partial<Record<SignatureKind, { png: string; id: string }>>>({});
  const [errors, setErrors] = useState<TipErrors>({});
  const [sending, setSending] = useState(false);

  const { consents, signers } = useMemo(() => {
    const sections: Partial<Record<SectionName, SectionData>> = {};
    for (const [name, state] of Object.entries(reservation.sections)) {
      if (state) sections[name as SectionName] = state.data;
    }
    const asked: ConsentName[] = ['use', 'sensitive'];
    if (declarations.crossBorderApplies(sections)) asked.push('crossBorder');
    return {
      consents: asked,
      signers: declarations.requiredSignatures(productType, sections, today),
    };
  }, [reservation.sections, declarations, productType, today]);

  const forget = (key: string) =>
    setErrors((current) => {
      const { [key]: _dropped, declarations: _general, ...rest } = current;
      return rest;
    });

  const setConsent = (name: ConsentName, given: boolean) => {
    const next = { ...draft, consents: { ...draft.consents, [name]: given } };
    setDraft(next);
    writeTipDraft(token, next);
    forget(name);
  };

  const setDrawing = useCallback(
    (kind: SignatureKind, drawing: Drawing | null) => {
      if (drawing) drawings.current[kind] = drawing;
      else delete drawings.current[kind];
      setDraft((current) => {
        const strokes = { ...current.strokes };
        if (drawing) strokes[kind] = drawing.strokes;
        else delete strokes[kind];
        const next = { ...current, strokes };
        writeTipDraft(token, next);
        return next;
      });
      setErrors((current) => {
        const { [kind]: _dropped, ...rest } = current;
        return rest;
      });
    },
    [token],
  );

  /** What is missing on this screen, in the server's words; empty when all is there. */
  const check = (): TipErrors => {
    const found: TipErrors = {};
    for (const name of consents) {
      if (!draft.consents[name]) found[name] = t(CONSENT_MESSAGES[name]);
    }
    for (const kind of signers) {
      if (!drawings.current[kind]) found[kind] = t(SIGN_MESSAGES[kind]);
    }
    return found;
  };

  /** Each signature as a PNG upload; a drawing already sent is not sent again. */
  const sendSignatures = async (): Promise<TipErrors> => {
    const failed: TipErrors = {};
    for (const kind of signers) {
      const drawing = drawings.current[kind];
      if (!drawing || sent.current[kind]?.png === drawing.png) continue;
      try {
        const file = dataUrlToFile(drawing.png, `${kind}.png`);
        const { id } = await uploadFile({ token, kind, file });
        sent.current[kind] = { png: drawing.png, id };
      } catch (error) {
        failed[kind] = serverFieldMessages(error).file ?? t('appointment.tip.uploadFailed');
      }
    }
    return failed;
  };

  /** Takes the member to the first thing missing: its box gets the focus, or its pad shows. */
  const showFirst = (missing: TipErrors) => {
    const consent = consents.find((name) => missing[name]);
    if (consent) {
      document.querySelector<HTMLInputElement>(`input[name="consent-${consent}"]`)?.focus();
      return;
    }
    const kind = signers.find((name) => missing[name]);
    document
      .querySelector(`[data-testid="signature-${kind}"]`)
      ?.scrollIntoView?.({ block: 'center' });
  };

  const run = async () => {
    if (sending || submit.pending) return;
    const missing = check();
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      toastInvalid(missing);
      return showFirst(missing);
    }
    setSending(true);
    try {
      const failed = await sendSignatures();
      if (Object.keys(failed).length > 0) return setErrors(failed);
      const given = (name: ConsentName) => consents.includes(name) && draft.consents[name] === true;
      const json = declarations.declarationsJson({
        use: given('use'),
        sensitive: given('sensitive'),
        crossBorder: given('crossBorder'),
      });
      const outcome = await submit.run(json);
      if (outcome === 'done') clearTipDraft(token);
      else if (outcome !== 'busy') setErrors(outcome);
    } finally {
      setSending(false);
    }
  };

  return {
    consents,
    signers,
    given: draft.consents,
    strokes: draft.strokes,
    errors,
    setConsent,
    setDrawing,
    run,
    pending: sending || submit.pending,
    toFix: submit.toFix,
  };
}
