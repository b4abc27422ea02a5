import { useEffect, useRef } from 'react';
import { control, divIcon, map as leafletMap, marker as leafletMarker, tileLayer } from 'leaflet';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useTranslation } from '../../../i18n/use-translation';
import 'leaflet/dist/leaflet.css';
import type { Point } from '../picked';

/** Central, Hong Kong: where the map opens before a place is chosen. */
const START: Point = { lat: 22.2819, lng: 114.1586 };
const START_ZOOM = 12;
const PLACE_ZOOM = 16;

const pinIcon = divIcon({
  className: 'location-map__pin',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LocationMapProps {
  /** The XYZ tile template (MAP_TILE_URL). */
  template: string;
  /** The tile server's attribution, plain text. */
  attribution: string;
  pin: Point | null;
  /** Changed to bring the pin into view (search, device position); a tap leaves the view alone. */
  recentre?: number;
  /** Where the user put the pin (tap, click, Enter); without it the pin is read-only. */
  onPick?: (point: Point) => void;
  /** The id of the text that explains how to use the map. */
  describedBy?: string;
}

/**
 * The location pickers' map: Leaflet (no WebGL needed) loaded only with the screens that show
 * it, in its own chunk with its stylesheet. Arrow keys pan and +/- zoom (Leaflet's keyboard
 * handler on the focused map); Enter puts the pin in the middle.
 */
export function LocationMap({
  template,
  attribution,
  pin,
  recentre = 0,
  onPick,
  describedBy,
}: LocationMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const firstView = useRef({
    pin,
    zoomIn: t('location.map.zoomIn'),
    zoomOut: t('location.map.zoomOut'),
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { pin: first, zoomIn, zoomOut } = firstView.current;
    const map = leafletMap(element, {
      center: first ?? START,
      zoom: first ? PLACE_ZOOM : START_ZOOM,
      zoomControl: false,
      attributionControl: false,
      keyboard: true,
    });
    control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
    tileLayer(template, {
      maxZoom: 19,
      attribution: escapeHtml(attribution),
    }).addTo(map);
    map.on('click', (event) => pickRef.current?.({ lat: event.latlng.lat, lng: event.latlng.lng }));
    // Enter while an arrow key's pan is still moving picks the middle where the pan ends.
    let moving = false;
    let pickWhenStill = false;
    const pickCentre = () => {
      const centre = map.getCenter();
      pickRef.current?.({ lat: centre.lat, lng: centre.lng });
    };
    map.on('movestart', () => {
      moving = true;
    });
    map.on('moveend', () => {
      moving = false;
      if (pickWhenStill) pickCentre();
      pickWhenStill = false;
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== element || (event.key !== 'Enter' && event.key !== ' ')) return;
      if (!pickRef.current) return;
      event.preventDefault();
      if (moving) pickWhenStill = true;
      else pickCentre();
    };
    element.addEventListener('keydown', onKey);
    mapRef.current = map;
    return () => {
      element.removeEventListener('keydown', onKey);
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [template, attribution]);

  // The pin follows the chosen point.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLatLng(pin);
    else {
      markerRef.current = leafletMarker(pin, {
        icon: pinIcon,
        keyboard: false,
        interactive: false,
      }).addTo(map);
    }
  }, [pin, template, attribution]);

  // Search results and the device position bring the pin into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || recentre === 0 || !pin) return;
    map.setView(pin, Math.max(map.getZoom(), PLACE_ZOOM));
    // Only a new request moves the view, not every pin change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recentre]);

  return (
    <div
      ref={container}
      className="location-map"
      role="application"
      aria-label={t('location.map.label')}
      aria-describedby={describedBy}
      data-testid="location-map"
    />
  );
}
