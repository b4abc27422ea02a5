import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CardLinkProps {
  to: string;
  testId: string;
  /** The record's id, which the browser tests read off the card. */
  id: string;
  title: ReactNode;
  /** Beside the title: the record's status. */
  status: ReactNode;
  /** Another class of the card, for its own rules. */
  className?: string;
  children: ReactNode;
}

/** A card of the business lists, whole a link to the record: its title and status, then facts. */
export function CardLink({ to, testId, id, title, status, className, children }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={`business-card card${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-id={id}
    >
      <div className="card__head">
        <h2 className="card__title business-card__title">{title}</h2>
        {status}
      </div>
      {children}
    </Link>
  );
}
