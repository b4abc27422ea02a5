import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '@app/contract/calls/reservation';
import { paths } from '../../../config/paths';
import {
  reservationOf,
  autoUploads,
  declareAndSign,
  FakeUpload,
  renderAt,
  serve,
  TOKEN,
} from '../testing';
import { OverviewScreen } from './overview-screen';
import { SectionScreen } from './section-screen';
import { TipScreen } from './tip-screen';
import { UploadScreen } from './upload-screen';

const a = paths.appointment;
const note = 'The bank account number does not match the statement';

/** A trust reservation the staff sent back: the bank section and the passport front reopened. */
const sentBack = (overrides: Partial<Reservation> = {}): Reservation => {
  const reservation = reservationOf('trust', {}, overrides);
  for (const state of Object.values(reservation.sections)) if (state) state.completed = true;
  return {
    ...reservation,
    status: 'changesRequested',
    businessId: 'b1',
    changeRequest: {
      sections: ['bank'],
      uploads: ['passFront'],
      note,
      at: '2026-01-05T10:00:00.000Z',
    },
    uploads: [
      { id: 'u1', kind: 'idCardFront', name: 'a.png', size: 10, mime: 'image/png', url: '/x' },
      { id: 'u2', kind: 'passFront', name: 'b.png', size: 10, mime: 'image/png', url: '/y' },
    ],
  };
};

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeUpload));
afterEach(() => vi.unstubAllGlobals());

describe('changes requested by the staff', () => {
  it('does not call the reservation complete until the reopened parts are answered (issue 36)', async () => {
    serve(sentBack());
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    expect(await screen.findByTestId('overview-hint')).toHaveTextContent(
      'Change the parts marked “Changes requested”, then submit again.',
    );
    expect(screen.getByTestId('section-bank')).toHaveAttribute('data-status', 'changesRequested');
  });

  it('marks the answered parts Updated and says to submit again', async () => {
    const reservation = sentBack();
    serve({
      ...reservation,
      changeRequest: {
        ...reservation.changeRequest!,
        answered: { sections: ['bank'], uploads: ['passFront'] },
      },
    });
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    expect(await screen.findByTestId('overview-hint')).toHaveTextContent(
      'Every part asked for is updated: submit again.',
    );
    expect(screen.getByTestId('section-bank')).toHaveAttribute('data-status', 'updated');
    expect(screen.getByTestId('section-bank')).toHaveTextContent('Updated');
    expect(screen.getByTestId('section-upload')).toHaveAttribute('data-status', 'updated');
  });

  it("shows the staff's note and marks the reopened sections on the overview", async () => {
    serve(sentBack());
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    const banner = await screen.findByRole('status', {
      name: 'Our staff asked for changes to the parts below; please submit again afterwards',
    });
    expect(banner).toHaveTextContent(note);
    const bank = screen.getByTestId('section-bank');
    expect(bank).toHaveAttribute('data-status', 'changesRequested');
    expect(within(bank).getByRole('link')).toHaveTextContent('Bank informationChanges requested');
    // The upload section holds a reopened kind, so it is reopened too.
    expect(screen.getByTestId('section-upload')).toHaveTextContent('Changes requested');
    expect(screen.getByTestId('section-customer')).toHaveTextContent('Completed');
    expect(screen.getByTestId('to-tip')).toHaveAttribute('href', `${a.tip}?token=${TOKEN}`);
  });

  it('opens a reopened section with the note above its form', async () => {
    serve(sentBack());
    renderAt(<SectionScreen />, a.houseTrustInvestment.bankInfo);
    expect(await screen.findByTestId('save-button')).toBeInTheDocument();
    expect(screen.getByTestId('change-request')).toHaveTextContent(note);
  });

  it('says a section that was not reopened is not open for changes', async () => {
    serve(sentBack());
    renderAt(<SectionScreen />, a.houseTrustInvestment.customerInfo);
    expect(
      await screen.findByRole('heading', { name: 'This section is not open for changes' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('save-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the reservation' })).toHaveAttribute(
      'href',
      expect.stringContaining(a.houseTrustInvestment.index),
    );
  });

  it('lets only the reopened upload kinds be replaced', async () => {
    serve(sentBack());
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    await screen.findByTestId('upload-tile-passFront');
    expect(screen.getByTestId('change-request')).toHaveTextContent(note);
    expect(document.querySelector('input[type="file"][name="passFront"]')).not.toBeNull();
    expect(document.querySelector('input[type="file"][name="idCardFront"]')).toBeNull();
    expect(screen.getByTestId('upload-locked-idCardFront')).toHaveTextContent(
      'Not open for changes',
    );
  });

  it('keeps the upload screen closed when no file was asked for', async () => {
    const reservation = sentBack();
    reservation.changeRequest = { ...reservation.changeRequest!, uploads: [] };
    serve(reservation);
    renderAt(<UploadScreen />, a.houseTrustInvestment.upload);
    expect(await screen.findByTestId('section-closed')).toHaveTextContent(
      'This section is not open for changes',
    );
  });

  it('submits again from the tip screen, declared and signed again', async () => {
    const reservation = sentBack();
    const uploads = autoUploads();
    vi.stubGlobal('XMLHttpRequest', uploads.XMLHttpRequest);
    const { seen } = serve(reservation, {
      'policyholder/EditAppointInfo': () => ({
        code: 200,
        data: { ...reservation, status: 'submitted', changeRequest: null },
      }),
    });
    renderAt(<TipScreen />, a.tip, [paths.business.index, paths.appointment.submitted]);
    await declareAndSign();
    fireEvent.click(screen.getByTestId('submit-button'));
    // A submit, the first or again, ends on the page that says what happens next.
    expect(await screen.findByText(`screen ${paths.appointment.submitted}`)).toBeInTheDocument();
    expect(uploads.sent).toEqual(['signaturePolicyholder']);
    const submits = seen.filter((r) => r.fields.action === 'submit');
    expect(submits).toHaveLength(1);
    expect(JSON.parse(submits[0]?.fields.declarations ?? '{}')).toMatchObject({
      consents: { use: true, sensitive: true },
    });
  });
});
