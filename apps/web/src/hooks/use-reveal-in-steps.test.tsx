import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revealEverythingAtOnce, useRevealInSteps } from './use-reveal-in-steps';

function List({ total, all = false }: { total: number; all?: boolean }) {
  const count = useRevealInSteps(total, all);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{`item ${i}`}</li>
      ))}
    </ul>
  );
}

// test/setup.ts shows everything at once for the forms' tests; these need the real steps.
describe('useRevealInSteps', () => {
  beforeEach(() => revealEverythingAtOnce(false));
  afterEach(() => revealEverythingAtOnce());

  it('renders the first two with the list, then the rest in later tasks', async () => {
    render(<List total={40} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await screen.findByText('item 39');
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('renders everything at once when asked (errors to focus)', () => {
    render(<List total={40} all />);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });
});
