import type { Staff } from '@app/contract/calls/staff';
import { storageKeys } from '@app/contract/constants';
import { readStored, writeStored } from '../../lib/local-storage';
import { roleNames } from './roles';

/**
 * The console's login in local storage under SPEC §3's names (bearer_token, refresh_token,
 * expire_in) plus the staff profile. expire_in is kept as the absolute expiry (ms since the
 * epoch) rather than the seconds the server sent, so a reload still knows when to refresh.
 */
const STAFF_KEY = 'pda_staff';

export interface StaffTokensIn {
  bearer_token: string;
  refresh_token: string;
  /** Seconds from now, as the server answers. */
  expire_in: number;
}

const read = readStored;
const write = writeStored;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: the layout follows logins and logouts. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getBearer = (): string | null => read(storageKeys.bearerToken) || null;
export const getRefreshToken = (): string | null => read(storageKeys.refreshToken) || null;

/** When the bearer token stops working (ms since the epoch); 0 when unknown. */
export function getExpiresAt(): number {
  const value = Number(read(storageKeys.expireIn));
  return Number.isFinite(value) ? value : 0;
}

let cachedRaw: string | null = null;
let cachedStaff: Staff | null = null;

/** The stored profile; the same object while it is unchanged (useSyncExternalStore needs that). */
export function getStaff(): Staff | null {
  const raw = read(STAFF_KEY);
  if (raw === cachedRaw) return cachedStaff;
  cachedRaw = raw;
  cachedStaff = parseStaff(raw);
  return cachedStaff;
}

function parseStaff(raw: string | null): Staff | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { id, name, email, role } = value as Record<string, unknown>;
    const known = roleNames.find((r) => r === role);
    if (typeof id !== 'string' || typeof email !== 'string' || !known) return null;
    return { id, name: typeof name === 'string' ? name : email, email, role: known };
  } catch {
    return null;
  }
}

export const hasStaffSession = (): boolean => getBearer() !== null && getStaff() !== null;

export function saveTokens(tokens: StaffTokensIn, now = Date.now()): void {
  write(storageKeys.bearerToken, tokens.bearer_token);
  write(storageKeys.refreshToken, tokens.refresh_token);
  write(storageKeys.expireIn, String(now + tokens.expire_in * 1000));
  notify();
}

export function saveStaffLogin(tokens: StaffTokensIn & { staff: Staff }, now = Date.now()): void {
  write(STAFF_KEY, JSON.stringify(tokens.staff));
  saveTokens(tokens, now);
}

export function clearStaffSession(): void {
  for (const key of [
    storageKeys.bearerToken,
    storageKeys.refreshToken,
    storageKeys.expireIn,
    STAFF_KEY,
  ]) {
    write(key, null);
  }
  notify();
}
