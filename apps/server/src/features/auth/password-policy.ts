import { isCommonPassword } from '@app/contract/common-passwords';
import type { Language } from '@app/contract/codes';
import { invalid } from '../../http/app-error.ts';
import { t } from '../../http/i18n.ts';

/** Beyond SPEC's rule: the most common passwords fall to the first guesses of any attacker. */
export function refuseCommonPassword(password: string, lang: Language): void {
  if (isCommonPassword(password)) {
    throw invalid({ password: t('error.commonPassword', lang) }, 'error.commonPassword');
  }
}
