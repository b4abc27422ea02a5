import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A tag beside the title: a status, a product; its variant colours it (console-tag--…). */
export interface DetailTag {
  text: string;
  variant?: string | null;
}

interface DetailScreenProps {
  /** The heading's id: the screen is labelled by it. */
  titleId: string;
  back: { to: string; text: string };
  /** Title, tags, fields and panels come once the record is there (QueryState renders them). */
  children: ReactNode;
}

/** The frame of every console detail screen: a back link to its list, then the record. */
export function DetailScreen({ titleId, back, children }: DetailScreenProps) {
  return (
    <section className="console-screen" aria-labelledby={titleId}>
      <Link className="console-back" to={back.to}>
        {back.text}
      </Link>
      {children}
    </section>
  );
}

/** The record's title and its tags (status, review, product), and what the screen adds. */
export function DetailHeading({
  titleId,
  title,
  tags = [],
  children,
}: {
  titleId: string;
  title: string;
  tags?: readonly (DetailTag | false | null | undefined)[];
  children?: ReactNode;
}) {
  const shown = tags.filter((tag): tag is DetailTag => Boolean(tag));
  return (
    <>
      <h1 id={titleId} className="console-screen__title">
        {title}
      </h1>
      {shown.length > 0 && (
        <p className="console-list__tags">
          {shown.map((tag) => (
            <span
              key={tag.text}
              className={tag.variant ? `console-tag console-tag--${tag.variant}` : 'console-tag'}
            >
              {tag.text}
            </span>
          ))}
        </p>
      )}
      {children}
    </>
  );
}
