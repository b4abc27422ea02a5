import { useState } from 'react';
import type { ReactNode } from 'react';

interface DetailPanelProps {
  name: string;
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * An expand/collapse group, on <details>/<summary>: keyboard and screen readers get a real
 * disclosure (Tab, Enter/Space, 'expanded'/'collapsed'). antd-mobile's Collapse headers are <a>
 * without href, which Tab skips, and its height animation brings react-spring along.
 */
export function DetailPanel({ name, title, defaultOpen = false, children }: DetailPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      className="detail-panel"
      data-testid={`detail-panel-${name}`}
      open={open}
      // Kept in step when the browser opens it itself (find in page).
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className="detail-panel__header"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        <span className="detail-panel__title">{title}</span>
        <span className="detail-panel__arrow" aria-hidden />
      </summary>
      <div className="detail-panel__body">{children}</div>
    </details>
  );
}
