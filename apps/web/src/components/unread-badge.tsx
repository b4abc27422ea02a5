import Badge from 'antd-mobile/es/components/badge';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * antd-mobile's Badge with the count over `children`. The badge is hidden from screen readers:
 * the link it sits on says it in words (UnreadSuffix), so it is read once, as a sentence.
 */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  const content = count > 99 ? '99+' : count > 0 ? String(count) : null;
  return (
    // A darker red than the default: white on it keeps AA contrast (6.6:1).
    <Badge
      content={content}
      color="#b71c1c"
      className="unread-badge"
      aria-hidden
      data-testid="unread-badge"
    >
      {children}
    </Badge>
  );
}

/** ', 3 unread' after a link's text, for screen readers only (the badge shows it). */
export function UnreadSuffix({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return <span className="visually-hidden">{t('unread.suffix', { count })}</span>;
}
