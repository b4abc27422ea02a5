import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { PICKED_LOCATION_KEY } from '../picked';
import { ChooseLocationScreen } from './choose-location-screen';

/** /choose-location with MAP_TILE_URL and GEOCODER_URL: search, the pin, the device position. */

const PEAK = { display_name: 'The Peak, Hong Kong', lat: '22.2759', lon: '114.1455' };
const PIER = { display_name: 'Central Pier 7, Hong Kong', lat: '22.2870', lon: '114.1610' };

function geocoder(answer: (url: URL) => unknown, status = 200) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input);
    return new Response(JSON.stringify(answer(url)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = () =>
  renderScreen(<ChooseLocationScreen />, {
    path: paths.chooseLocation,
    route: `${paths.chooseLocation}?field=mailingAddress&back=%2Fform`,
    routes: [{ path: '/form', element: <p>form</p> }],
  });

async function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search for a place' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

// Leaflet's chunk is transformed once here, not inside a test's time.
beforeAll(() => import('./location-map'));

beforeEach(() => {
  setRuntimeConfig({
    mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    geocoderUrl: 'https://geo.example/nominatim',
    mapAttribution: '© Example',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ChooseLocationScreen with a map and a geocoder', () => {
  it('searches the geocoder on submit and lists the places it found', async () => {
    const fetchMock = geocoder((url) => (url.pathname.endsWith('/search') ? [PEAK, PIER] : {}));
    open();
    await search('pier');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([PEAK.display_name, PIER.display_name]);
    const url = new URL(fetchMock.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://geo.example/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'pier', format: 'json' });
    expect(screen.getByTestId('place-search-status')).toHaveTextContent('Places found: 2');
  });

  it('a picked place fills the address and the coordinates, and goes back to the form', async () => {
    geocoder(() => [PEAK, PIER]);
    open();
    await search('pier');
    const pick = await screen.findByRole('button', { name: PIER.display_name });
    fireEvent.click(pick);
    expect(pick).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('Address')).toHaveValue(PIER.display_name);
    expect(screen.getByTestId('current-position')).toHaveTextContent(
      'Chosen point: 22.287000, 114.161000',
    );
    fireEvent.click(screen.getByTestId('location-confirm'));
    expect(await screen.findByText('form')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(PICKED_LOCATION_KEY)!)).toEqual({
      field: 'mailingAddress',
      address: PIER.display_name,
    });
  });

  it('says so when nothing is found, and when the geocoder fails', async () => {
    geocoder(() => []);
    open();
    await search('nowhere at all');
    expect(
      await screen.findByText(
        'No place found for “nowhere at all”; try other words or type the address',
      ),
    ).toBeInTheDocument();
    geocoder(() => ({ error: 'down' }), 503);
    await search('pier');
    expect(
      await screen.findByText('Search is not available right now; please type the address'),
    ).toBeInTheDocument();
    // What was typed in the search box stays.
    expect(screen.getByRole('searchbox')).toHaveValue('pier');
  });

  it('Enter on the focused map puts the pin in the middle and looks up its address', async () => {
    const fetchMock = geocoder((url) =>
      url.pathname.endsWith('/reverse') ? { ...PIER, display_name: 'Queen’s Road Central' } : [],
    );
    open();
    const map = await screen.findByRole('application', { name: 'Map' });
    expect(map).toHaveAccessibleDescription(/arrow keys move the map/);
    // Leaflet is set up in an effect after the map's first render.
    await waitFor(() => expect(map.querySelector('.leaflet-map-pane')).not.toBeNull());
    expect(map.querySelector('.location-map__pin')).toBeNull();
    fireEvent.keyDown(map, { key: 'Enter' });
    await waitFor(() => expect(map.querySelector('.location-map__pin')).not.toBeNull());
    expect(screen.getByTestId('current-position')).toHaveTextContent(
      'Chosen point: 22.281900, 114.158600',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Address')).toHaveValue('Queen’s Road Central'),
    );
    const url = new URL(fetchMock.mock.calls[0]![0]);
    expect(url.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lat: '22.281900',
      lon: '114.158600',
      format: 'json',
    });
  });

  it('never overwrites an address the user typed', async () => {
    const fetchMock = geocoder(() => PIER);
    open();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Flat 3, my words' } });
    const map = await screen.findByRole('application', { name: 'Map' });
    await waitFor(() => expect(map.querySelector('.leaflet-map-pane')).not.toBeNull());
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(screen.getByTestId('current-position')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Address')).toHaveValue('Flat 3, my words');
  });

  it('explains a refused position permission', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(
      await screen.findByText(
        'Permission to use your position was refused. Allow it in the browser settings, or type the address',
      ),
    ).toBeInTheDocument();
  });
});

describe('ChooseLocationScreen without a map or geocoder', () => {
  it('shows neither the map nor the search', () => {
    setRuntimeConfig({});
    open();
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
  });
});
