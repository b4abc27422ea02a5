/**
 * SPEC §3 in-memory state: userName and token of the logged-in member (set at login, emptied when
 * the session ends, storage.ts), and recipientInfo and transferType of the wallet-style area SPEC
 * §1 mentions without showing: nothing sets those yet; they live here so that area finds them
 * where SPEC puts them. After a reload it starts empty; local storage keeps what must survive.
 */
export interface SessionState {
  userName: string;
  token: string;
  recipientInfo: Record<string, unknown> | null;
  transferType: string;
}

const empty = (): SessionState => ({
  userName: '',
  token: '',
  recipientInfo: null,
  transferType: '',
});

let state = empty();

export const getSessionState = (): Readonly<SessionState> => state;

export function setSessionState(changes: Partial<SessionState>): void {
  state = { ...state, ...changes };
}

export function resetSessionState(): void {
  state = empty();
}
