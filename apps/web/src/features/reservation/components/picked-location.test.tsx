import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { PICKED_LOCATION_KEY } from '../lib/picked-location';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { SectionScreen } from './section-screen';

afterEach(() => vi.unstubAllGlobals());

describe('an address picked on /choose-location', () => {
  it('fills its field and the draft when the form comes back', async () => {
    serve(reservationOf('insurance'));
    sessionStorage.setItem(
      PICKED_LOCATION_KEY,
      JSON.stringify({ field: 'workAddress', address: '18 Harbour Road' }),
    );
    renderAt(<SectionScreen />, paths.appointment.applicantInfo);
    expect(await screen.findByLabelText(/Work address/)).toHaveValue('18 Harbour Road');
    expect(JSON.parse(localStorage.getItem(`draft:${TOKEN}:applicant`)!)).toMatchObject({
      workAddress: '18 Harbour Road',
    });
    expect(sessionStorage.getItem(PICKED_LOCATION_KEY)).toBeNull();
    const link = screen.getAllByRole('link', { name: 'Pick on map' })[0]!;
    expect(link.getAttribute('href')).toContain(
      `${paths.chooseLocation}?field=mailingAddress&back=`,
    );
  });
});
