import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { dueState, formatDate } from '../../../lib/dates';

/** The next payment date, marked 'due soon' within 30 days and 'overdue' once past. */
export function DueDate({ date, today, lang }: { date: string; today: string; lang: Language }) {
  const { t } = useTranslation();
  const state = dueState(date, today);
  return (
    <span className={`business-due business-due--${state}`} data-due={state}>
      {formatDate(date, lang)}
      {state !== 'ok' && (
        <strong className="business-due__flag">
          {t(state === 'overdue' ? 'business.due.overdue' : 'business.due.soon')}
        </strong>
      )}
    </span>
  );
}
