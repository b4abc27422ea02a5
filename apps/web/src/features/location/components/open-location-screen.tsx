import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { parseCoordinate, tileUrl } from '../picked';
import { registerLocationTexts } from '../register-texts';

registerLocationTexts();

/**
 * /open-location?address=&lat=&lng=: the address and its coordinates, and one map tile when the
 * runtime configuration names a tile server. Offline or without tiles the text still says it all.
 */
export function OpenLocationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const address = params.get('address') ?? '';
  const lat = parseCoordinate(params.get('lat'), 85);
  const lng = parseCoordinate(params.get('lng'), 180);
  const [tileFailed, setTileFailed] = useState(false);
  const template = getRuntimeConfig().mapTileUrl;
  const hasPoint = lat !== null && lng !== null;
  const showTile = hasPoint && template !== '' && !tileFailed;

  return (
    <div className="location-screen">
      <PageHeader title={t('location.open.title')} />
      <main className="location-screen__body">
        <dl className="location-screen__dl">
          <dt>{t('location.open.address')}</dt>
          <dd data-testid="location-address">{address || '—'}</dd>
          {hasPoint && (
            <>
              <dt>{t('location.open.coordinates')}</dt>
              <dd data-testid="location-coordinates">{`${lat}, ${lng}`}</dd>
            </>
          )}
        </dl>
        {showTile ? (
          <div className="location-screen__map">
            <img
              src={tileUrl(template, lat, lng)}
              alt={t('location.open.mapAlt', { address: address || `${lat}, ${lng}` })}
              onError={() => setTileFailed(true)}
            />
          </div>
        ) : (
          <p className="location-screen__hint">{t('location.open.noMap')}</p>
        )}
      </main>
    </div>
  );
}
