import { storageKeys } from '@app/contract/constants';
import { readStored } from './local-storage';

/**
 * SPEC §3 in-memory state: userName and token of the logged-in member, and recipientInfo and
 * transferType of the wallet-style area (SPEC §1: its screens are not shown, so nothing sets them
 * yet; they live here so that area finds them where SPEC puts them). Filled from local storage at
 * start, set at login and emptied when the session ends (storage.ts).
 */
export interface SessionState {
  userName: string;
  token: string;
  recipientInfo: Record<string, unknown> | null;
  transferType: string;
}

function storedName(): string {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.loginInfo) ?? 'null');
    return parsed && typeof parsed === 'object' && 'cname' in parsed ? String(parsed.cname) : '';
  } catch {
    return '';
  }
}

const empty = (): SessionState => ({
  userName: '',
  token: '',
  recipientInfo: null,
  transferType: '',
});

let state: SessionState = {
  ...empty(),
  userName: storedName(),
  token: readStored(storageKeys.memberToken) ?? '',
};

export const getSessionState = (): Readonly<SessionState> => state;

export function setSessionState(changes: Partial<SessionState>): void {
  state = { ...state, ...changes };
}

export function resetSessionState(): void {
  state = empty();
}
