import { useCallback, useEffect, useState } from 'react';
import { CODE_COUNTDOWN_S } from '@app/contract/constants';

/** SPEC §4: a non-positive (or non-numeric) countdown falls back to 60 s. */
export function countdownSeconds(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : CODE_COUNTDOWN_S;
}

/** Seconds left after start(); 0 when idle. One timer per second, stopped at zero and on unmount. */
export function useCountdown(seconds?: number) {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (from?: number) => setRemaining(countdownSeconds(from ?? seconds)),
    [seconds],
  );

  return { remaining, running, start };
}
