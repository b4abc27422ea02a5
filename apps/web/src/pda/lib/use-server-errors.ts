import { useCallback, useState } from 'react';
import { serverFieldMessages } from '../../lib/api-error';
import { reportError } from '../../lib/report-error';

/**
 * A console form's refusals: a 400's data.fields beside the fields (the input stays as typed),
 * anything else (403 not allowed, 404, 409) told in a toast with the server's message.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = useCallback((error: unknown) => {
    const fields = serverFieldMessages(error);
    setErrors(fields);
    if (Object.keys(fields).length === 0) reportError(error);
  }, []);
  const clear = useCallback((name?: string) => {
    setErrors((current) => {
      if (name === undefined) return {};
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { errors, setErrors, fail, clear };
}
