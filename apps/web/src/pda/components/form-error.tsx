import type { ReactNode } from 'react';

/** A form's or a step's message that belongs to no field, announced at once; nothing when none. */
export function FormError({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <p className="console-form-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
