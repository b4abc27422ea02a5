import { defaultLanguage, languages } from '@app/contract/codes';
import type { Language } from '@app/contract/codes';
import { storageKeys } from '@app/contract/constants';
import { readStored, writeStored } from './local-storage';

/** SPEC §3 session data in local storage. Logged in means a member token is stored. */
export interface LoginInfo {
  cname: string;
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
      return { cname: String(parsed.cname) };
    }
  } catch {
    // A corrupt value is treated as absent.
  }
  return null;
}

export function getUserId(): string | null {
  return read(storageKeys.userId);
}

export function saveSession(session: { token: string; userId: string; name: string }): void {
  write(storageKeys.memberToken, session.token);
  write(storageKeys.userId, session.userId);
  write(storageKeys.loginInfo, JSON.stringify({ cname: session.name } satisfies LoginInfo));
}

/** Ends the session: the language choice survives, everything about the member goes. */
export function clearSession(): void {
  write(storageKeys.memberToken, null);
  write(storageKeys.userId, null);
  write(storageKeys.loginInfo, null);
}
