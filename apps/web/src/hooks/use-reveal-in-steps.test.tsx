import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revealEverythingAtOnce, useRevealInSteps } from './use-reveal-in-steps';
import { useSecondaryReady } from './use-secondary-ready';

/** Each render's item count, in order: what the member's screen showed, paint by paint. */
function List({
  total,
  all = false,
  renders,
}: {
  total: number;
  all?: boolean;
  renders: number[];
}) {
  const count = useRevealInSteps(total, all);
  renders.push(count);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{`item ${i}`}</li>
      ))}
    </ul>
  );
}

function Secondary({ renders }: { renders: boolean[] }) {
  const ready = useSecondaryReady();
  renders.push(ready);
  return ready ? <p>secondary</p> : null;
}

// test/setup.ts shows everything at once for the forms' tests; these need the real steps.
describe('useRevealInSteps', () => {
  beforeEach(() => revealEverythingAtOnce(false));
  afterEach(() => revealEverythingAtOnce());

  it('renders the first two with the list, then the rest in a deferred render', async () => {
    const renders: number[] = [];
    render(<List total={40} renders={renders} />);
    await screen.findByText('item 39');
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(renders[0]).toBe(2);
    expect(renders.at(-1)).toBe(40);
  });

  it('renders everything at once when asked (errors to focus)', () => {
    const renders: number[] = [];
    render(<List total={40} all renders={renders} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(renders[0]).toBe(40);
  });

  it('shows the first two at once when an empty list gets its items, then the rest', async () => {
    const renders: number[] = [];
    const { rerender } = render(<List total={0} renders={renders} />);
    renders.length = 0;
    rerender(<List total={40} renders={renders} />);
    await screen.findByText('item 39');
    expect(renders[0]).toBe(2);
    expect(renders.at(-1)).toBe(40);
  });

  it('renders a list that grows with its new items', async () => {
    const renders: number[] = [];
    const { rerender } = render(<List total={10} renders={renders} />);
    await screen.findByText('item 9');
    rerender(<List total={20} renders={renders} />);
    await screen.findByText('item 19');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});

describe('useSecondaryReady', () => {
  beforeEach(() => revealEverythingAtOnce(false));
  afterEach(() => revealEverythingAtOnce());

  it('leaves the secondary parts out of the first render, then adds them', async () => {
    const renders: boolean[] = [];
    render(<Secondary renders={renders} />);
    await screen.findByText('secondary');
    expect(renders[0]).toBe(false);
  });

  it('shows them at once in the unit tests of screens', () => {
    revealEverythingAtOnce();
    const renders: boolean[] = [];
    render(<Secondary renders={renders} />);
    expect(screen.getByText('secondary')).toBeInTheDocument();
    expect(renders[0]).toBe(true);
  });
});
