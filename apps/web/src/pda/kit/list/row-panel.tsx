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
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} className="console-kit-panel">
      {children}
    </div>
  );
}
