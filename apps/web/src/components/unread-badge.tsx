import Badge from 'antd-mobile/es/components/badge';
import type { ReactNode } from 'react';

/**
 * antd-mobile's Badge with the count over `children`. The count is hidden from screen readers:
 * the link it sits on carries it in its name ('Personal Center, 3 unread'), so it is read once.
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
