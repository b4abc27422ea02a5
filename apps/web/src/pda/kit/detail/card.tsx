import type { ReactNode } from 'react';

interface CardProps {
  /** The heading's id: the card is labelled by it (tests and links name a card by it). */
  titleId: string;
  title: ReactNode;
  /** A line under the title saying who sees the card or what it is for. */
  note?: string;
  /** 'card' a screen's card (default), 'panel' a part of a screen's own panel. */
  variant?: 'card' | 'panel';
  /** Classes beside console-card / console-panel (a notice's colour, a layout). */
  className?: string;
  children?: ReactNode;
}

/** A titled card of a console screen: a section named by its heading, for screen readers' lists. */
export function Card({ titleId, title, note, variant = 'card', className, children }: CardProps) {
  return (
    <section
      className={className ? `console-${variant} ${className}` : `console-${variant}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={`console-${variant}__title`}>
        {title}
      </h2>
      {note && <p className="console-note">{note}</p>}
      {children}
    </section>
  );
}
