import { defaultLanguage, languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { storageKeys } from '@app/contract/constants';
import { readStored, writeStored } from './local-storage';
import { resetSessionState, setSessionState } from './session-state';

/**
 * SPEC §3 session data in local storage. Logged in means a member token is stored. userid is the
 * member's id (the public parameter cuserid); login_info keeps the name and, beside SPEC's cname,
 * the staff owner's id (emplid) for the public parameters of every signed body.
 */
export interface LoginInfo {
  cname: string;
  emplid?: string;
}

const read = readStored;
const write = writeStored;

export const getMemberToken = (): string | null => read(storageKeys.memberToken) || null;
export const isLoggedIn = (): boolean => getMemberToken() !== null;

export function getLanguage(): Language {
  const stored = read(storageKeys.language);
  return languages.find((l) => l === stored) ?? defaultLanguage;
}

export function setLanguage(language: Language): void {
  write(storageKeys.language, language);
}

export function getLoginInfo(): LoginInfo | null {
  const raw = read(storageKeys.loginInfo);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'cname' in parsed) {
      const { emplid } = parsed as { emplid?: unknown };
      return {
        cname: String(parsed.cname),
        ...(typeof emplid === 'string' && emplid ? { emplid } : {}),
      };
    }
  } catch {
    // A corrupt value is treated as absent.
  }
  return null;
}

export function getUserId(): string | null {
  return read(storageKeys.userId) || null;
}

export interface SessionStart {
  token: string;
  userId: string;
  name: string;
  emplid?: string | undefined;
}

/** After a login (password or e-mail code): local storage and the in-memory state of SPEC §3. */
export function saveSession({ token, userId, name, emplid }: SessionStart): void {
  write(storageKeys.memberToken, token);
  write(storageKeys.userId, userId);
  const info: LoginInfo = { cname: name, ...(emplid ? { emplid } : {}) };
  write(storageKeys.loginInfo, JSON.stringify(info));
  setSessionState({ userName: name, token });
}

/** MemberInfo's answer refreshes the name and the staff owner (a member may join a book later). */
export function rememberMember(member: { name: string; emplid?: string | undefined }): void {
  if (!isLoggedIn()) return;
  const info: LoginInfo = {
    cname: member.name,
    ...(member.emplid ? { emplid: member.emplid } : {}),
  };
  write(storageKeys.loginInfo, JSON.stringify(info));
  setSessionState({ userName: member.name });
}

/** Ends the session: the language choice survives, everything about the member goes. */
export function clearSession(): void {
  write(storageKeys.memberToken, null);
  write(storageKeys.userId, null);
  write(storageKeys.loginInfo, null);
  resetSessionState();
}
