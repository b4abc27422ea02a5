import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { saveSubmitErrors } from '../lib/submit-errors';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { OverviewScreen } from './overview-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;

describe('overviews', () => {
  it("lists each section as 'To be completed' or 'Completed', linking to its screen", async () => {
    const reservation = reservationOf('education');
    reservation.sections.customer!.completed = true;
    serve(reservation);
    renderAt(<OverviewScreen />, a.educationImmigrant.index);
    const customer = await screen.findByTestId('section-customer');
    expect(customer).toHaveAttribute('data-status', 'completed');
    expect(customer).toHaveTextContent('Customer information');
    expect(customer).toHaveTextContent('Completed');
    const bank = screen.getByTestId('section-bank');
    expect(bank).toHaveAttribute('data-status', 'todo');
    expect(bank).toHaveTextContent('To be completed');
    expect(within(bank).getByRole('link')).toHaveAttribute(
      'href',
      `${a.educationImmigrant.bankInfo}?token=${TOKEN}`,
    );
    expect(screen.getByTestId('section-education')).toBeInTheDocument();
    expect(screen.getByTestId('section-upload')).toBeInTheDocument();
  });

  it('sends a link opened on the wrong overview to its own', async () => {
    serve(reservationOf('ita'));
    renderAt(<OverviewScreen />, a.appointment, [a.ita.index]);
    expect(await screen.findByText(`screen ${a.ita.index}`)).toBeInTheDocument();
  });

  it.each([
    ['insurance', a.appointment],
    ['trust', a.houseTrustInvestment.index],
  ] as const)(
    '%s leads to the declarations and signatures, never submitting by itself',
    async (product, path) => {
      serve(reservationOf(product));
      renderAt(<OverviewScreen />, path);
      expect(await screen.findByTestId('to-tip')).toHaveAttribute(
        'href',
        `${a.tip}?token=${TOKEN}`,
      );
      expect(screen.queryByTestId('submit-button')).toBeNull();
    },
  );

  it('refreshes on request', async () => {
    const { seen } = serve(reservationOf('trust'));
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === 'policyholder/checkAppointUrl')).toHaveLength(2),
    );
  });

  it('marks the sections a refused submit named', async () => {
    serve(reservationOf('realEstate'));
    saveSubmitErrors(TOKEN, { 'bank.swiftCode': 'Invalid', 'upload.idCardFront': 'Please upload' });
    renderAt(<OverviewScreen />, a.houseTrustInvestment.index);
    const bank = await screen.findByTestId('section-bank');
    expect(bank).toHaveTextContent('Needs changes');
    expect(bank).toHaveAttribute('data-status', 'todo');
    expect(screen.getByTestId('section-upload')).toHaveTextContent('Needs changes');
    expect(screen.getByTestId('section-customer')).toHaveTextContent('To be completed');
  });
});
