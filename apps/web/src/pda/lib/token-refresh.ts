import { isApiError } from '../../lib/api-error';
import { getExpiresAt, getRefreshToken, saveTokens, subscribeSession } from './staff-session';

/** Refresh this long before the bearer token expires, so no call meets an expired one. */
export const REFRESH_MARGIN_MS = 60_000;
/** setTimeout's ceiling (about 24.8 days); a later expiry is planned again when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

let inFlight: Promise<void> | null = null;
/** A refresh token the server refused: presenting it again would only look like reuse. */
let refusedToken: string | null = null;

/**
 * One refresh at a time (the timer, a focus and a call may all want one; each refresh token works
 * once). Failures are ignored (SPEC §7): the next call that needs the token gets its 401 and
 * leads to the login.
 */
export function refreshNow(): Promise<void> {
  inFlight ??= (async () => {
    const token = getRefreshToken();
    if (!token || token === refusedToken) return;
    try {
      // Loaded on the first refresh: the call's schemas bring zod, which the lists do without.
      const { refreshTokens } = await import('./staff-calls');
      saveTokens(await refreshTokens(token, { quiet: true }));
    } catch (error) {
      // Transport trouble may pass (a focus tries again); a refusal will not.
      if (isApiError(error) && error.code !== 500) refusedToken = token;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Refreshes when the bearer token is within the margin of its expiry (or past it). */
export function refreshIfDue(now = Date.now()): Promise<void> {
  const expiresAt = getExpiresAt();
  if (!getRefreshToken() || !expiresAt || expiresAt - now > REFRESH_MARGIN_MS) {
    return inFlight ?? Promise.resolve();
  }
  return refreshNow();
}

/**
 * Keeps the login alive while the console is open: a timer for shortly before expiry, planned
 * again after every new token, and a check when the page comes back into view, because timers
 * sleep with a laptop or a phone's screen.
 */
export function keepSessionFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const plan = () => {
    clearTimeout(timer);
    const expiresAt = getExpiresAt();
    const token = getRefreshToken();
    if (!expiresAt || !token || token === refusedToken) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now()));
    timer = setTimeout(() => void refreshIfDue().then(plan), wait);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshIfDue().then(plan);
  };
  const unsubscribe = subscribeSession(plan);
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  plan();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('focus', onVisible);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Tests start from a clean slate. */
export function resetRefreshState(): void {
  inFlight = null;
  refusedToken = null;
}
