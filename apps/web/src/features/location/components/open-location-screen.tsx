import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { deviceMapsHref, parseCoordinate } from '../picked';
import { registerLocationTexts } from '../register-texts';
import { MapView } from './map-view';

registerLocationTexts();

/**
 * /open-location?address=&lat=&lng=: the address and its coordinates, a link that opens the point
 * in the device's maps app, and a map with the pin (read-only) when the runtime configuration
 * names a tile server. Offline or without tiles the text still says it all.
 */
export function OpenLocationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const address = params.get('address') ?? '';
  const lat = parseCoordinate(params.get('lat'), 85);
  const lng = parseCoordinate(params.get('lng'), 180);
  const { mapTileUrl, mapAttribution } = getRuntimeConfig();
  const point = lat !== null && lng !== null ? { lat, lng } : null;

  return (
    <div className="location-screen">
      <PageHeader title={t('location.open.title')} />
      <main className="location-screen__body">
        <dl className="location-screen__dl">
          <dt>{t('location.open.address')}</dt>
          <dd data-testid="location-address">{address || '—'}</dd>
          {point && (
            <>
              <dt>{t('location.open.coordinates')}</dt>
              <dd data-testid="location-coordinates">{`${point.lat}, ${point.lng}`}</dd>
            </>
          )}
        </dl>
        {point && (
          <a href={deviceMapsHref(point, address)} data-testid="open-in-maps">
            {t('location.open.inMaps')}
          </a>
        )}
        {point && mapTileUrl ? (
          <MapView template={mapTileUrl} attribution={mapAttribution} pin={point} />
        ) : (
          <p className="location-screen__hint">{t('location.open.noMap')}</p>
        )}
      </main>
    </div>
  );
}
