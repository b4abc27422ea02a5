import { useRef, useState } from 'react';
import { useAddressLookup } from './api/geocoder';
import type { Place } from './api/geocoder';
import type { Point } from './picked';

/** The reservation's address fields hold at most 120 characters (FIELDS.md). */
export const ADDRESS_MAX = 120;

export type PointSource = 'device' | 'map' | 'search';
type LocateStatus = 'idle' | 'locating' | 'failed' | 'denied';
type LookupStatus = 'idle' | 'looking' | 'failed';

/**
 * The state of /choose-location: the address (typed, or found by the geocoder), the pin and
 * where it came from. What the user typed is never overwritten: the geocoder fills the address
 * only while the box is empty or holds what the geocoder put there.
 */
export function useLocationChoice(language: string, canLookUp: boolean) {
  const [address, setAddress] = useState('');
  const typed = useRef(false);
  const [point, setPoint] = useState<Point | null>(null);
  const [source, setSource] = useState<PointSource>('device');
  const [locate, setLocate] = useState<LocateStatus>('idle');
  const [lookup, setLookup] = useState<LookupStatus>('idle');
  const [recentre, setRecentre] = useState(0);
  const [place, setPlace] = useState<Place | null>(null);
  const lookUpAddress = useAddressLookup(language);
  const lookups = useRef(0);

  const fillAddressAt = (at: Point) => {
    const turn = ++lookups.current;
    if (!canLookUp || typed.current) return;
    setAddress('');
    setLookup('looking');
    lookUpAddress(at).then(
      (found) => {
        if (turn !== lookups.current) return;
        if (found && !typed.current) setAddress(found.label.slice(0, ADDRESS_MAX));
        setLookup(found ? 'idle' : 'failed');
      },
      () => {
        if (turn === lookups.current) setLookup('failed');
      },
    );
  };

  const moveTo = (at: Point, from: PointSource) => {
    setPoint(at);
    setSource(from);
    setPlace(null);
    if (from !== 'map') setRecentre((n) => n + 1);
    fillAddressAt(at);
  };

  return {
    address,
    point,
    source,
    locate,
    lookup,
    recentre,
    place,
    typeAddress(value: string) {
      typed.current = value !== '';
      lookups.current += 1;
      setLookup('idle');
      setAddress(value);
    },
    pickOnMap: (at: Point) => moveTo(at, 'map'),
    pickPlace(found: Place) {
      lookups.current += 1;
      typed.current = false;
      setLookup('idle');
      setAddress(found.label.slice(0, ADDRESS_MAX));
      setPoint({ lat: found.lat, lng: found.lng });
      setSource('search');
      setPlace(found);
      setRecentre((n) => n + 1);
    },
    useDevicePosition() {
      setLocate('locating');
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          setLocate('idle');
          moveTo({ lat: coords.latitude, lng: coords.longitude }, 'device');
        },
        // 1 is PERMISSION_DENIED (GeolocationPositionError).
        (error) => setLocate(error.code === 1 ? 'denied' : 'failed'),
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
      );
    },
  };
}
