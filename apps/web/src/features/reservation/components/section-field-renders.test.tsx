import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealEverythingAtOnce } from '../../../hooks/use-reveal-in-steps';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve } from '../testing';
import { SectionScreen } from './section-screen';
import type * as FieldControlModule from '../../../components/section-fields/field-control';

// Counts the committed renders of every field by its name (the component itself is the real
// one). Committed, not called: React may start a deferred render, drop it for a more urgent update
// and render again, which calls a component twice for one render the member sees.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../components/section-fields/field-control', async (importOriginal) => {
  const actual = await importOriginal<typeof FieldControlModule>();
  const { useLayoutEffect } = await import('react');
  return {
    ...actual,
    FieldControl: (props: Parameters<typeof actual.FieldControl>[0]) => {
      useLayoutEffect(() => {
        renders.set(props.field.key, (renders.get(props.field.key) ?? 0) + 1);
      });
      return actual.FieldControl(props);
    },
  };
});

afterEach(() => {
  renders.clear();
  vi.unstubAllGlobals();
});

/** Waits until no field has rendered for 150 ms (options loaded, every step revealed). */
async function settled() {
  for (let tries = 0; tries < 40; tries++) {
    const before = JSON.stringify([...renders]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (JSON.stringify([...renders]) === before) return;
  }
  throw new Error('the form kept rendering');
}

// Issue 14: each step of the reveal and each keystroke rendered every field before it again,
// 15-40 ms a step on a phone.
describe('rendering a section form', () => {
  it('renders only the typed-in field again on a keystroke', async () => {
    serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, paths.appointment.applicantInfo);
    const name = await screen.findByLabelText(/English name/);
    await settled();
    const before = new Map(renders);
    fireEvent.change(name, { target: { value: 'Chan Tai Man' } });
    await waitFor(() => expect(name).toHaveValue('Chan Tai Man'));
    const renderedAgain = [...renders].filter(([key, count]) => count !== before.get(key));
    expect(renderedAgain.map(([key]) => key)).toEqual([name.getAttribute('name')]);
  });

  it('renders each field once as the steps reveal them', async () => {
    revealEverythingAtOnce(false);
    try {
      serve(reservationOf('insurance'));
      const { container } = renderAt(<SectionScreen />, paths.appointment.applicantInfo);
      await screen.findByTestId('save-button');
      await settled();
      // Fields with no options to wait for (text, date, e-mail, phone) rendered once each; without
      // the memoised rows the first ones rendered again with every later step.
      const plain = [...container.querySelectorAll('input:not([type="radio"])')].map((input) =>
        input.getAttribute('name')!,
      );
      expect(plain.length).toBeGreaterThanOrEqual(6);
      for (const key of plain) expect(renders.get(key), key).toBe(1);
    } finally {
      revealEverythingAtOnce();
    }
  });
});
