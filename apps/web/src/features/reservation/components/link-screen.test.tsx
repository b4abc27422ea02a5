import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductType } from '@app/contract/enums';
import { paths } from '../../../config/paths';
import { reservationOf, renderAt, serve, TOKEN } from '../testing';
import { LinkScreen } from './link-screen';

afterEach(() => vi.unstubAllGlobals());

const a = paths.appointment;
const overviews = [
  a.appointment,
  a.ita.index,
  a.educationImmigrant.index,
  a.houseTrustInvestment.index,
  paths.business.index,
  paths.business.detail,
  a.start,
];

describe('LinkScreen', () => {
  it('shows a loading skeleton while the link is checked', async () => {
    serve(reservationOf('insurance'), {
      'policyholder/checkAppointUrl': () => ({ code: 200, data: reservationOf('insurance') }),
    });
    renderAt(<LinkScreen />, a.index, overviews);
    expect(await screen.findByTestId('appointment-loading')).toBeInTheDocument();
  });

  it("code 410 shows 'Link Error' with the ways on", async () => {
    serve(reservationOf('insurance'), {
      'policyholder/checkAppointUrl': () => ({ code: 410, msg: 'Link Error' }),
    });
    renderAt(<LinkScreen />, a.index, overviews);
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent('Link Error');
    expect(screen.getByRole('link', { name: 'Back to the business list' })).toHaveAttribute(
      'href',
      paths.business.index,
    );
    expect(screen.getByRole('link', { name: 'Start a new reservation' })).toHaveAttribute(
      'href',
      a.start,
    );
  });

  it("code 409 shows 'The link has been filled' with its business", async () => {
    serve(reservationOf('insurance'), {
      'policyholder/checkAppointUrl': () => ({
        code: 409,
        msg: 'The link has been filled',
        data: { businessId: 'b42' },
      }),
    });
    renderAt(<LinkScreen />, a.index, overviews);
    expect(await screen.findByTestId('link-filled')).toHaveTextContent('The link has been filled');
    expect(screen.getByRole('link', { name: 'View this business' })).toHaveAttribute(
      'href',
      `${paths.business.detail}?id=b42`,
    );
  });

  it('a submitted reservation is a filled link too', async () => {
    serve(reservationOf('trust', {}, { status: 'submitted', businessId: 'b7' }));
    renderAt(<LinkScreen />, a.index, overviews);
    expect(await screen.findByTestId('link-filled')).toBeInTheDocument();
  });

  it.each<[ProductType, string]>([
    ['insurance', a.appointment],
    ['ita', a.ita.index],
    ['education', a.educationImmigrant.index],
    ['immigration', a.educationImmigrant.index],
    ['realEstate', a.houseTrustInvestment.index],
    ['trust', a.houseTrustInvestment.index],
    ['investment', a.houseTrustInvestment.index],
  ])('an open %s link goes on to %s with its token', async (product, overview) => {
    serve(reservationOf(product));
    const { router } = renderAt(<LinkScreen />, a.index, overviews);
    expect(await screen.findByText(`screen ${overview}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
