import type { ReactNode, RefObject } from 'react';
import { useModalFocus } from '../hooks/use-modal-focus';

interface ModalDialogProps {
  /** The block of its classes (the dialog is `block`, its top bar `block__bar`) and its test id. */
  block: string;
  /** The dialog's name: its own text (label) or the id of its title (labelledBy). */
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  /** The top bar's title and close button, given the ref the close button takes: focus starts there. */
  bar: (closeRef: RefObject<HTMLButtonElement | null>) => ReactNode;
  children: ReactNode;
}

/** A modal dialog: named, a bar on top with its close button, the keyboard contract of useModalFocus. */
export function ModalDialog({
  block,
  label,
  labelledBy,
  onClose,
  bar,
  children,
}: ModalDialogProps) {
  const closeRef = useModalFocus(onClose);
  return (
    <div
      className={block}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={block}
    >
      <div className={`${block}__bar`}>{bar(closeRef)}</div>
      {children}
    </div>
  );
}
