import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { StartScreen } from './start-screen';

afterEach(() => vi.unstubAllGlobals());

describe('StartScreen', () => {
  it('creates a reservation for the chosen product and shows its link and QR code', async () => {
    const created = reservationOf('ita');
    const { seen } = serve(created, {
      'policyholder/CreateAppoint': () => ({
        code: 200,
        data: { token: TOKEN, appointment: created },
      }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(<StartScreen />, paths.appointment.start);

    for (const type of [
      'insurance',
      'ita',
      'education',
      'immigration',
      'realEstate',
      'trust',
      'investment',
    ]) {
      expect(screen.getByTestId(`product-${type}`)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByTestId('product-ita'));
    // Choosing makes nothing: only Start does (issue 36).
    expect(seen.some((r) => r.path === 'policyholder/CreateAppoint')).toBe(false);
    expect(screen.getByTestId('product-ita')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('product-insurance'));
    fireEvent.click(screen.getByTestId('product-ita'));
    expect(seen.some((r) => r.path === 'policyholder/CreateAppoint')).toBe(false);
    fireEvent.click(screen.getByTestId('start-reservation'));
    const link = await screen.findByTestId('appointment-link');
    const expected = `${window.location.origin}/#/pages/appointment/index?token=${TOKEN}`;
    expect(link).toHaveValue(expected);
    const creates = seen.filter((r) => r.path === 'policyholder/CreateAppoint');
    expect(creates.map((r) => r.fields.productType)).toEqual(['ita']);
    const qr = await screen.findByRole('img', { name: 'QR code of the reservation link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
  });

  it("'Fill it in now' opens the link", async () => {
    const created = reservationOf('insurance');
    serve(created, {
      'policyholder/CreateAppoint': () => ({
        code: 200,
        data: { token: TOKEN, appointment: created },
      }),
    });
    const { router } = renderAt(<StartScreen />, paths.appointment.start, [
      paths.appointment.index,
    ]);
    fireEvent.click(screen.getByTestId('product-insurance'));
    fireEvent.click(screen.getByTestId('start-reservation'));
    fireEvent.click(await screen.findByTestId('fill-now'));
    expect(await screen.findByText(`screen ${paths.appointment.index}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
