import type { ReactNode } from 'react';

/** Each kind of titled section: its class (console-screen, -card, -panel) and its heading level. */
const headings = { screen: 'h1', card: 'h2', panel: 'h2' } as const;

interface CardProps {
  /** The heading's id: the section is labelled by it (tests and links name it by it). */
  titleId: string;
  title: ReactNode;
  /** A line under the title saying who sees the card or what it is for. */
  note?: string;
  /** 'card' a screen's card (default), 'panel' a part of a screen's own panel, 'screen' a screen. */
  variant?: keyof typeof headings;
  /** Classes beside console-card / console-panel (a notice's colour, a layout). */
  className?: string;
  children?: ReactNode;
}

/** A titled section of the console: a region named by its heading, for screen readers' lists. */
export function Card({ titleId, title, note, variant = 'card', className, children }: CardProps) {
  const Heading = headings[variant];
  return (
    <section
      className={className ? `console-${variant} ${className}` : `console-${variant}`}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={`console-${variant}__title`}>
        {title}
      </Heading>
      {note && <p className="console-note">{note}</p>}
      {children}
    </section>
  );
}

/** A console screen that is not a list or a record: its title (h1), then what it shows. */
export function Screen(props: Omit<CardProps, 'variant'>) {
  return <Card {...props} variant="screen" />;
}
