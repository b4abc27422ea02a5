import './section-fields.css';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** DESIGN.md: a value the ID scan filled, until the person edits or confirms it. */
  'data-scanned'?: 'true';
}

interface FieldShellProps {
  name: string;
  label: string;
  required: boolean;
  /** Already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the label, e.g. "Pick on map". */
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control and message of one field. The message is tied to the control with
 * aria-describedby and aria-invalid, so screen readers announce it with the field.
 */
export function FieldShell({
  name,
  label,
  required,
  error,
  hint,
  extra,
  children,
}: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control: ControlProps = error
    ? { id, 'aria-invalid': true, 'aria-describedby': errorId }
    : { id };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field={name}>
      <div className="section-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
          {required && (
            <span className="section-field__required" aria-hidden>
              {' *'}
            </span>
          )}
        </label>
        {extra}
      </div>
      {children(control)}
      {hint}
      {error && (
        <p className="field__error" id={errorId} data-testid={`error-${name}`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
