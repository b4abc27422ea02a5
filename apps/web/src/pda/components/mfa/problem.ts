import { isApiError } from '../../../lib/api-error';

/**
 * The words to show for a failed step: the server's message for its refusals, the given fallback
 * for the browser's own (a passkey prompt dismissed), nothing when the request layer already spoke.
 */
export function problemText(error: unknown, fallback: string): string | null {
  if (isApiError(error)) return error.handled ? null : error.msg || fallback;
  return fallback;
}
