import { useState } from 'react';
import { problemText } from './problem';

/**
 * A second-factor step the user starts (a code sent, a passkey asked for): pending while it runs,
 * its failure as words to show (problemText), cleared when the next attempt starts.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs the step; a failure shows the server's message, or the fallback for the browser's own. */
  const run = async (step: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(problemText(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, run };
}
