import type { SignatureKind } from '@app/contract/declarations/rules';
import type { ConsentName } from '@app/contract/declarations/texts';
import type { PointGroup } from 'signature_pad';

/**
 * What the member did on the tip screen (ticks, strokes), kept for the tab's session so a reload
 * or a refused submit loses nothing. Session storage: a signature is not left on the device once
 * the tab is closed. Removed after the submit succeeded.
 */
export interface TipDraft {
  consents: Partial<Record<ConsentName, boolean>>;
  strokes: Partial<Record<SignatureKind, PointGroup[]>>;
}

const key = (token: string) => `tip:${token}`;

export function readTipDraft(token: string): TipDraft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key(token)) ?? 'null');
    if (value && typeof value === 'object' && 'consents' in value && 'strokes' in value) {
      return value as TipDraft;
    }
  } catch {
    // A damaged draft is an empty one.
  }
  return { consents: {}, strokes: {} };
}

export function writeTipDraft(token: string, draft: TipDraft): void {
  try {
    sessionStorage.setItem(key(token), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the screen still holds what was done.
  }
}

export function clearTipDraft(token: string): void {
  try {
    sessionStorage.removeItem(key(token));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
