import type { AccessEntry } from '@app/contract/calls/privacy';
import type { Language } from '@app/contract/codes';
import { useTranslation } from '../../../i18n/use-translation';
import { contextText, fileKindText, readerText } from '../lib/describe-entry';

const formatAt = (at: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** One opening of a file: who, when, which file and what it belongs to. */
export function AccessEntryItem({ entry, lang }: { entry: AccessEntry; lang: Language }) {
  const { t } = useTranslation();
  const context = contextText(entry, t, lang);
  return (
    <article
      className={`card card--outlined access-entry${entry.who.self ? '' : ' access-entry--other'}`}
      data-testid="access-entry"
    >
      <p className="access-entry__who">{readerText(entry, t)}</p>
      <p className="access-entry__file">
        {fileKindText(entry, t, lang)} ·{' '}
        <span className="access-entry__name">{entry.file.name}</span>
      </p>
      <p className="access-entry__meta">
        <time dateTime={entry.at}>{formatAt(entry.at, lang)}</time>
        {context && <> · {context}</>}
      </p>
    </article>
  );
}
