import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { validSection } from '@app/contract/testing/fixtures';
import { paths } from '../../../config/paths';
import { readDraft } from '../lib/drafts';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { SectionScreen } from './section-screen';
import type * as ContractModule from '../api/reservation-contract';

// The rules' chunk (zod and the sections' schemas) held back, or failing, as a slow or dropped
// connection would; once let through it is the real one.
const rules = vi.hoisted(() => ({
  asked: 0,
  fail: false,
  release: () => {},
  gate: Promise.resolve(),
}));
vi.mock('../api/reservation-contract', async (importOriginal) => {
  const actual = await importOriginal<typeof ContractModule>();
  return {
    ...actual,
    loadReservationContract: () => {
      rules.asked += 1;
      if (rules.fail) return Promise.reject(new Error('Chunk load timed out'));
      return rules.gate.then(() => actual.loadReservationContract());
    },
  };
});

beforeEach(() => {
  rules.asked = 0;
  rules.fail = false;
  rules.gate = new Promise((resolve) => {
    rules.release = resolve;
  });
});
afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const overview = a.appointment;
const edits = (seen: { path: string }[]) =>
  seen.filter((request) => request.path === 'policyholder/EditAppointInfo');

// Issue 14: the form waited for zod and every section's rules (some 30 KiB, 50 ms of a phone's
// main thread) before its first field could show.
describe('a section form and its rules', () => {
  it('shows the fields before the rules, asks for them on the first focus, saves once they came', async () => {
    const saved = validSection('applicant', 'insurance', isoDateToday());
    const { seen } = serve(reservationOf('insurance', { applicant: saved }));
    renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    const nameCn = await screen.findByLabelText(/Chinese name/);
    expect(nameCn).toHaveValue(saved.nameCn);
    expect(rules.asked).toBe(0);

    nameCn.focus();
    expect(rules.asked).toBe(1);
    fireEvent.click(screen.getByTestId('save-button'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(edits(seen)).toHaveLength(0);

    rules.release();
    expect(await screen.findByText(`screen ${overview}`)).toBeInTheDocument();
    expect(edits(seen)).toHaveLength(1);
  });

  it('keeps what was typed, and says so, when the rules cannot be loaded on saving', async () => {
    rules.fail = true;
    const { seen } = serve(reservationOf('insurance'));
    renderAt(<SectionScreen />, a.applicantInfo, [overview]);
    const nameCn = await screen.findByLabelText(/Chinese name/);
    fireEvent.change(nameCn, { target: { value: '陈大文' } });
    fireEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByTestId('save-state')).toHaveTextContent(/Not saved to the server/);
    expect(nameCn).toHaveValue('陈大文');
    expect(edits(seen)).toHaveLength(0);
    expect(readDraft(TOKEN, 'applicant')).toMatchObject({ nameCn: '陈大文' });
  });
});
