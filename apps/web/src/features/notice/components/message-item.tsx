import type { Notice } from '@app/contract/calls/notice';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface MessageItemProps {
  message: Notice;
  open: boolean;
  lang: string;
  onOpen: (message: Notice) => void;
}

const formatAt = (at: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/**
 * One message: a button that opens it (a message with a link goes to that page, one without
 * shows its body below). Unread is told in words ('Unread', visible and read out) and in weight,
 * not by colour alone.
 */
export function MessageItem({ message, open, lang, onOpen }: MessageItemProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const unread = !message.read;
  const at = formatAt(message.at, lang);
  return (
    <article
      className={`card card--outlined message${unread ? ' message--unread' : ''}`}
      data-testid="message"
    >
      <button
        type="button"
        className="message__head"
        aria-expanded={message.link ? undefined : open}
        aria-controls={message.link ? undefined : bodyId}
        onClick={() => onOpen(message)}
      >
        <span className="message__line">
          {unread && (
            <span className="message__unread" data-testid="message-unread">
              {t('notice.unread')}
            </span>
          )}{' '}
          <span className="message__title">{message.title}</span>
        </span>{' '}
        {/* The spaces keep the words apart in the button's name: 'Unread Title 20 Nov …'. */}
        <time className="message__at" dateTime={message.at}>
          {at}
        </time>{' '}
        {message.link && <span className="message__hint">{t('notice.opensPage')}</span>}
      </button>
      {!message.link && (
        <div id={bodyId} className="message__body" hidden={!open}>
          {message.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </article>
  );
}
