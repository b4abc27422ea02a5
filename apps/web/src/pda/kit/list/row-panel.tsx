import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * What a row's button opens above its list (a payee's edit, a staff member's role, a remittance's
 * rejection): its first field takes the focus, so the reader lands where they asked to go.
 * Outside the table, its fields keep their keys (the grid's type-ahead would take them).
 */
export function RowPanel({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The panel into view first (the row's button may be far down a page), then its field.
    // jsdom has no scrollIntoView, hence the optional call.
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <div ref={ref} className="console-kit-panel">
      {children}
    </div>
  );
}
