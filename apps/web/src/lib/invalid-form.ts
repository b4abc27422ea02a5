import { translateMessage } from '@app/contract/issues';
import type { FieldMessage } from '@app/contract/issues';
import { translate } from '../i18n/i18n';
import { showToast } from './feedback';

/**
 * SPEC §5: a form that fails validation also says so in a toast, with the first field's message
 * (the one the member meets first), or 'please enter all data correctly' when no field has one.
 * Every form's validate calls this once, so the toast never depends on which screen failed.
 * A field's message is read out by the field itself (role="alert"), so its toast stays silent
 * for screen readers; the fallback, which no field shows, is said.
 */
export function toastInvalid(messages: Record<string, FieldMessage | string>): void {
  const first = Object.values(messages)[0];
  if (first === undefined) return showToast(translate('validation.default'));
  showToast(typeof first === 'string' ? first : translateMessage(first, translate), {
    announce: false,
  });
}
