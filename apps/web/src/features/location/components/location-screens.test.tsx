import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { PICKED_LOCATION_KEY } from '../picked';
import { ChooseLocationScreen } from './choose-location-screen';
import { OpenLocationScreen } from './open-location-screen';

// Leaflet's chunk is transformed once here, not inside a test's time.
beforeAll(() => import('./location-map'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const form = '/pages/appointment/applicant_info?token=t1';

describe('ChooseLocationScreen', () => {
  it('hands a typed address back to the form that asked', async () => {
    const { router } = renderScreen(<ChooseLocationScreen />, {
      path: paths.chooseLocation,
      route: `${paths.chooseLocation}?field=mailingAddress&back=${encodeURIComponent(form)}`,
      routes: [{ path: '/pages/appointment/applicant_info', element: <p>form</p> }],
    });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Queen’s Road' } });
    fireEvent.click(screen.getByTestId('location-confirm'));
    expect(await screen.findByText('form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=t1');
    expect(JSON.parse(sessionStorage.getItem(PICKED_LOCATION_KEY)!)).toEqual({
      field: 'mailingAddress',
      address: '1 Queen’s Road',
    });
  });

  it('shows the current position as coordinates', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 22.2819, longitude: 114.1586 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderScreen(<ChooseLocationScreen />, {
      path: paths.chooseLocation,
      route: `${paths.chooseLocation}?field=workAddress`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByTestId('current-position')).toHaveTextContent(
      'Current position: 22.281900, 114.158600',
    );
  });

  it('leaves the address for the person to type when no geocoder names the position (issue 36)', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 22.2819, longitude: 114.1586 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderScreen(<ChooseLocationScreen />, {
      path: paths.chooseLocation,
      route: `${paths.chooseLocation}?field=mailingAddress`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByText(/please type the address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByTestId('location-confirm')).toBeDisabled();
    fireEvent.click(screen.getByTestId('location-confirm'));
    expect(sessionStorage.getItem(PICKED_LOCATION_KEY)).toBeNull();
  });
});

describe('OpenLocationScreen', () => {
  const route = `${paths.openLocation}?address=Central&lat=22.28&lng=114.15`;

  it('shows the address and coordinates without a tile server', () => {
    renderScreen(<OpenLocationScreen />, { path: paths.openLocation, route });
    expect(screen.getByTestId('location-address')).toHaveTextContent('Central');
    expect(screen.getByTestId('location-coordinates')).toHaveTextContent('22.28, 114.15');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('links to the device maps app with the point', () => {
    renderScreen(<OpenLocationScreen />, { path: paths.openLocation, route });
    expect(screen.getByRole('link', { name: 'Open in the maps app' })).toHaveAttribute(
      'href',
      'geo:22.280000,114.150000?q=22.280000%2C114.150000(Central)',
    );
  });

  it('shows the place on a read-only map when a tile server is configured', async () => {
    setRuntimeConfig({
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Example',
    });
    renderScreen(<OpenLocationScreen />, { path: paths.openLocation, route });
    const map = await screen.findByRole('application', { name: 'Map' });
    await waitFor(() => expect(map.querySelector('.location-map__pin')).not.toBeNull());
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\/16\/\d+\/\d+\.png$/,
    );
    expect(map).toHaveTextContent('© Example');
    expect(screen.queryByText('No map is available; please use the address above.')).toBeNull();
  });
});
