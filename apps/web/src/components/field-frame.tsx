import { useId } from 'react';
import type { ReactNode } from 'react';

/** What the control inside a frame carries, so a screen reader reads the field's message with it. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: ReactNode;
  /** Already translated; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The member forms' `error-<name>`, which the browser tests look for. */
  errorTestId?: string | undefined;
  /** False for a control with its own border (a date box): no shared control row around it. */
  boxed?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/**
 * The box every one-control field shares (styles.css .field): the label tied to the control,
 * the bordered control row, then its hint and its message, both tied to the control with
 * aria-describedby so they are announced with it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  errorTestId,
  boxed = true,
  children,
}: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const aria: FieldAria = { id };
  if (error) aria['aria-invalid'] = true;
  if (described) aria['aria-describedby'] = described;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {boxed ? <div className="field__control">{children(aria)}</div> : children(aria)}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} data-testid={errorTestId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
